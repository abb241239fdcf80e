// A PostgreSQL restart killed the service outright under the fault script (issue 46): pg-pool watches a
// connection's errors only while it is idle, so one lost while a transaction waited between its statements (a seal
// signs between them) raised an unhandled 'error' event, which ends a Node process. Here the server ends the
// connection of an open transaction: the transaction fails, the process lives on (Vitest fails a run on an
// uncaught error), and the next query gets a fresh connection.
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../../src/service/store/postgres.ts';
import { testLog } from '../harness.ts';
import { canRun, need, PG_URL } from '../prerequisites.ts';

describe.runIf(canRun('a connection lost inside a transaction', need.postgres))('a PostgreSQL connection lost', () => {
  it('inside a transaction fails that transaction, not the process', async () => {
    const db = await openPostgres(PG_URL!, testLog);
    try {
      const tx = db.transaction(async (t) => {
        const [{ pid }] = (await t.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
        await db.query('SELECT pg_terminate_backend($1)', [pid]);
        // The transaction now waits between statements while its connection closes under it, as a seal does
        // while it signs. Wait until the server has let the backend go and its socket's end has been read.
        for (let gone = false; !gone; ) {
          const rows = await db.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
          gone = rows.length === 0;
        }
        await new Promise((r) => setTimeout(r, 100));
        await t.query('SELECT 1');
      });
      await expect(tx).rejects.toThrow();
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});
