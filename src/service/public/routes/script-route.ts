import { Hono } from 'hono';
import type { RuntimeAnswers } from './runtime-answers.ts';
import type { ScriptAnswers } from './script-answers.ts';

/**
 * `GET {app_url}/c/{uuid}.js` through Hono (script-answers.ts makes the
 * answer): every request the first-view fast path hands on — the first for a
 * website, region and language, an unknown uuid, one over its address's
 * limit — and every request in tests that call the app in-process. An
 * unknown uuid is a 404, which a browser does not run.
 */
export function scriptRoute(run: RuntimeAnswers, answers: ScriptAnswers) {
  const app = new Hono();
  app.get('/:file{[0-9A-Fa-f-]{36}\\.js}', async (c) => {
    const ip = run.admit(c);
    const a = await answers.answer(c.req.param('file').slice(0, -3), { method: c.req.method, headers: c.req.raw.headers, ip });
    return new Response(a.body && new Uint8Array(a.body), { status: a.status, headers: a.headers });
  });
  return app;
}
