import { Hono } from 'hono';
import { Region } from '../../../schema/enums.ts';
import { REGIONS } from '../../../shared/regions.ts';
import { RequestError } from '../../core/errors.ts';
import type { RuntimeAnswers } from './runtime-answers.ts';
import type { ScriptAnswers } from './script-answers.ts';

/**
 * `GET {app_url}/c/{uuid}.js` through Hono (script-answers.ts makes the
 * answer): every request the first-view fast path hands on — the first for a
 * website, region and language, an unknown uuid, one over its address's
 * limit — and every request in tests that call the app in-process. An
 * unknown uuid is a 404, which a browser does not run. With `service_region`
 * (and `service_lang`), a QA region preview (script-answers.ts `preview`),
 * which the fast path never answers.
 */
const previewRegion = (asked: string): Region => {
  const region = Region.safeParse(asked);
  if (!region.success)
    throw new RequestError(
      400,
      'invalid_parameter',
      `service_region must be one of ${REGIONS.join(', ')}, not "${asked.slice(0, 40)}"`,
    );
  return region.data;
};

export function scriptRoute(run: RuntimeAnswers, answers: ScriptAnswers) {
  const app = new Hono();
  app.get('/:file{[0-9A-Fa-f-]{36}\\.js}', async (c) => {
    const ip = run.admit(c);
    const uuid = c.req.param('file').slice(0, -3);
    const req = { method: c.req.method, headers: c.req.raw.headers, ip };
    const asked = c.req.query('service_region');
    const a =
      asked === undefined
        ? await answers.answer(uuid, req)
        : await answers.preview(uuid, req, previewRegion(asked), c.req.query('service_lang'));
    return new Response(a.body && new Uint8Array(a.body), { status: a.status, headers: a.headers });
  });
  return app;
}
