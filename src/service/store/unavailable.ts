/**
 * A database failure that is the database's state, not the request's: it is
 * unreachable, restarting, out of space or too slow. Routes answer it 503
 * with `Retry-After` (app.ts), and the runtime sends the record again later.
 */
export class DatabaseUnavailable extends Error {
  constructor(
    readonly reason: OutageReason,
    options?: { cause?: unknown },
  ) {
    super(`the database is ${reason}`, options);
    this.name = 'DatabaseUnavailable';
  }
}

export type OutageReason = 'unreachable' | 'restarting' | 'out of space' | 'out of resources' | 'too slow' | 'failed';

/** SQLSTATEs by their meaning here (PostgreSQL, Appendix A); class 08 is every connection exception. */
const BY_SQLSTATE: Record<string, OutageReason> = {
  '57P01': 'restarting', // admin_shutdown
  '57P02': 'restarting', // crash_shutdown
  '57P03': 'restarting', // cannot_connect_now: starting up, in recovery
  '53100': 'out of space', // disk_full
  '53000': 'out of resources',
  '53200': 'out of resources', // out_of_memory
  '53300': 'out of resources', // too_many_connections
  '57014': 'too slow', // query_canceled: only statement_timeout cancels here
  '55P03': 'too slow', // lock_not_available
  '25P03': 'too slow', // idle_in_transaction_session_timeout
  '58030': 'failed', // io_error
};

/** Node's socket and file-system codes (a `pg` socket, PGlite's files). */
const BY_ERRNO: Record<string, OutageReason> = {
  ECONNRESET: 'unreachable',
  ECONNREFUSED: 'unreachable',
  EPIPE: 'unreachable',
  ETIMEDOUT: 'unreachable',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ENOTFOUND: 'unreachable',
  EAI_AGAIN: 'unreachable',
  ENOSPC: 'out of space',
  EDQUOT: 'out of space',
};

/** What `pg` throws without a code when its connection ends or never comes. */
const PG_MESSAGES: [RegExp, OutageReason][] = [
  [/^Connection terminated|not queryable|^Client was closed/, 'unreachable'],
  [/timeout exceeded when trying to connect|^Query read timeout/, 'too slow'],
];

/**
 * Why `err` means the database cannot serve now, or null when it is about the
 * query or its data (a constraint, a syntax error) or not the database's at all.
 */
export function outageReason(err: unknown): OutageReason | null {
  if (err instanceof DatabaseUnavailable) return err.reason;
  const e = err as { code?: unknown; message?: unknown; name?: unknown; errno?: unknown } | null;
  if (!e || typeof e !== 'object') return null;
  const code = typeof e.code === 'string' ? e.code : '';
  if (/^08[0-9A-Z]{3}$/.test(code)) return 'unreachable';
  const known = BY_SQLSTATE[code] ?? BY_ERRNO[code];
  if (known) return known;
  const message = typeof e.message === 'string' ? e.message : '';
  for (const [pattern, reason] of PG_MESSAGES) if (pattern.test(message)) return reason;
  // PGlite: its WebAssembly aborted (it cannot go on), or it was closed under the request.
  if (e.name === 'RuntimeError' || /^PGlite is closed/.test(message)) return 'failed';
  // Emscripten's file system reports ENOSPC by its number.
  if (e.errno === 28 && e.name === 'ErrnoError') return 'out of space';
  return null;
}
