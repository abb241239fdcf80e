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
