import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { blockingMapFrom } from './hono-rewrite.ts';
import { rewriteProxy } from './rewrite-proxy.ts';

const USAGE = `npm run rewrite-proxy -- --origin URL --service URL --website UUID [--port 8090] [--host 127.0.0.1]
  --origin   the site's own server, e.g. http://127.0.0.1:8000 (what nginx proxied to before)
  --service  the consent service's origin, e.g. https://consent.example
  --website  the website's uuid, as in its snippet
  --port     where the proxy listens (default 8090), on --host (default 127.0.0.1)`;

/** `npm run rewrite-proxy`: the server-side rewrite in front of any site's server (docs/runtime.md#the-server-side-rewrite). */
function main() {
  const { values: o } = parseArgs({
    options: {
      origin: { type: 'string' },
      service: { type: 'string' },
      website: { type: 'string' },
      port: { type: 'string', default: '8090' },
      host: { type: 'string', default: '127.0.0.1' },
      help: { type: 'boolean' },
    },
  });
  if (o.help) return console.log(USAGE);
  const port = Number(o.port);
  for (const [name, value] of [
    ['origin', o.origin],
    ['service', o.service],
  ] as const)
    if (!value || !URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
      throw new Error(`--${name} must be an http(s) URL\n${USAGE}`);
  if (!o.website) throw new Error(`--website is required\n${USAGE}`);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a port number\n${USAGE}`);
  const app = rewriteProxy(o.origin!, blockingMapFrom({ service: o.service!.replace(/\/$/, ''), website: o.website }));
  serve({ fetch: app.fetch, port, hostname: o.host }, () =>
    console.log(`rewrite proxy on http://${o.host}:${port} → ${o.origin} (website ${o.website} at ${o.service})`),
  );
}

try {
  main();
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
