// Database failures are classified where they arise (issue 46): the database's state (unreachable, restarting,
// out of space, too slow) becomes a DatabaseUnavailable that routes answer 503; the query's own faults pass as
// they are. An outage is one log line when it starts and one when it ends, and a group of records met by one
// is failed at once rather than tried one by one; a record never waits past its bound.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../../../src/service/store/group-commit.ts';
import { outageState } from '../../../../src/service/store/outage.ts';
import { DatabaseUnavailable, outageReason } from '../../../../src/service/store/unavailable.ts';

const err = (message: string, fields: Record<string, unknown> = {}) => Object.assign(new Error(message), fields);

describe('outageReason', () => {
  it.each([
    ['pg: read ECONNRESET', err('read ECONNRESET', { code: 'ECONNRESET' }), 'unreachable'],
    ['pg: connection refused', err('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }), 'unreachable'],
    ['pg: Connection terminated unexpectedly', err('Connection terminated unexpectedly'), 'unreachable'],
    ['08006 connection_failure', err('x', { code: '08006' }), 'unreachable'],
    ['57P01 admin_shutdown', err('terminating connection due to administrator command', { code: '57P01' }), 'restarting'],
    ['57P02 crash_shutdown', err('x', { code: '57P02' }), 'restarting'],
    ['57P03 the database system is starting up', err('x', { code: '57P03' }), 'restarting'],
    ['53100 disk_full', err('could not extend file', { code: '53100' }), 'out of space'],
    ['ENOSPC', err('no space left on device', { code: 'ENOSPC' }), 'out of space'],
    ['57014 statement timeout', err('canceling statement due to statement timeout', { code: '57014' }), 'too slow'],
    ['pg: pool connect timeout', err('timeout exceeded when trying to connect'), 'too slow'],
    ['53300 too_many_connections', err('x', { code: '53300' }), 'out of resources'],
    ['PGlite aborted', err('Aborted()', { name: 'RuntimeError' }), 'failed'],
  ])('%s is the database unavailable: %s', (_, e, reason) => {
    expect(outageReason(e)).toBe(reason);
  });

  it.each([
    ['23505 unique_violation', err('duplicate key', { code: '23505' })],
    ['23503 foreign_key_violation', err('x', { code: '23503' })],
    ['42601 syntax error', err('x', { code: '42601' })],
    ['a request error of the service', err('bad', { code: 'invalid_record' })],
    ['a plain error', new Error('boom')],
  ])('%s is not an outage', (_, e) => {
    expect(outageReason(e)).toBeNull();
  });
});

describe('outageState', () => {
  const logged = () => {
    const lines: { level: number; msg: string; reason?: string }[] = [];
    const log = pino({ level: 'info' }, { write: (l: string) => void lines.push(JSON.parse(l)) });
    return { lines, outage: outageState(log) };
  };

  it('logs once when the database goes down and once when it serves again, without a stack', () => {
    const { lines, outage } = logged();
    for (let i = 0; i < 100; i++) outage.failed('unreachable', err('read ECONNRESET'));
    expect(outage.down).toMatchObject({ reason: 'unreachable' });
    outage.succeeded(false);
    outage.succeeded(false);
    expect(outage.down).toBeNull();
    expect(lines.map((l) => [l.level, l.reason ?? l.msg])).toEqual([
      [40, 'unreachable'],
      [30, 'database serves again'],
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/stack/);
  });

  it('stays down for want of space while reads succeed, until a write does', () => {
    const { lines, outage } = logged();
    outage.failed('out of space', err('x', { code: '53100' }));
    outage.succeeded(false);
    expect(outage.down).toMatchObject({ reason: 'out of space' });
    outage.succeeded(true);
    expect(outage.down).toBeNull();
    expect(lines).toHaveLength(2);
  });
});

describe('group commit under an outage', () => {
  it('fails a whole group at once when it is down for all, trying none alone', async () => {
    const calls: string[] = [];
    const write = groupCommit<string, string>({
      writeAll: async (items) => {
        calls.push(`all ${items.length}`);
        throw new DatabaseUnavailable('restarting');
      },
      writeOne: async (item) => {
        calls.push(`one ${item}`);
        throw new DatabaseUnavailable('restarting');
      },
      sharedFailure: (e) => e instanceof DatabaseUnavailable,
    });
    const results = await Promise.allSettled(['a', 'b', 'c'].map(write));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(calls).toEqual(['all 3']);
  });

  it('rejects a caller after its bound while the write never ends, and the write goes on', async () => {
    let writes = 0;
    const write = groupCommit<string, string>({
      writeAll: () => new Promise(() => {}),
      writeOne: () => {
        writes++;
        return new Promise(() => {});
      },
      waitMs: 50,
      late: () => new DatabaseUnavailable('too slow'),
    });
    await expect(write('a')).rejects.toThrow(DatabaseUnavailable);
    expect(writes).toBe(1);
  });
});
