import { pino } from 'pino';

export type Logger = pino.Logger;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The service's one logger: JSON lines on stdout, errors under `err` with
 * their stack (pino's serializer). Every part of the service logs through the
 * instance made here at start (`ctx.log`), so tests can pass a silent one.
 */
export const createLogger = (level: LogLevel): Logger => pino({ level, base: undefined });

/**
 * The logger a program starts with: `createLogger`'s JSON lines, or with
 * `pretty` (a person at a terminal, Environment `prettyLogs`) the same
 * records as readable lines: local time, level, message, then the fields on
 * the same line, an error's stack below it.
 */
export async function startLogger(level: LogLevel, pretty: boolean): Promise<Logger> {
  if (!pretty) return createLogger(level);
  // Loaded only here, so production never loads it. A synchronous stream in this thread, not a pino transport: a
  // transport runs in a worker that finds its module by name, and its lines would interleave out of order with
  // the console.log lines the service prints at start.
  const { default: prettyStream } = await import('pino-pretty');
  return pino({ level, base: undefined }, prettyStream({ sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l' }));
}
