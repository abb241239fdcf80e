import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { type Service, startService } from './harness.ts';

// The service's stop closes the database only after every handler has finished: a client that went away
// mid-request leaves its handler running, and Node's server.close waits for connections, not handlers.

let release!: () => void;
const held = new Promise<void>((r) => {
  release = r;
});
let entered!: () => void;
const inHandler = new Promise<void>((r) => {
  entered = r;
});
const steps: string[] = [];

let s: Service;
afterAll(() => s.close());

describe('stopping with a request in flight', () => {
  it('waits for its handler, which still reads the database, before the stop completes', async () => {
    s = await startService({
      groups: [
        (ctx) => ({
          path: '/slow',
          app: new Hono().get('/', async (c) => {
            entered();
            await held;
            const rows = await ctx.db.query<{ one: number }>('SELECT 1 AS one');
            steps.push('handler read the database');
            return c.json(rows[0]);
          }),
        }),
      ],
    });
    const answer = Promise.resolve(s.app.request('/slow'));
    await inHandler;
    const stopped = s.stopApp().then(() => steps.push('stopped'));
    await new Promise((r) => setTimeout(r, 50));
    expect(steps).toEqual([]);
    release();
    await stopped;
    expect(steps).toEqual(['handler read the database', 'stopped']);
    expect(await (await answer).json()).toEqual({ one: 1 });
  });
});
