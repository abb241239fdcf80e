// A site owner's own website, served for real on loopback by the test: the service's scanner and installation
// check load it from their own browser (SCAN_ALLOW_PRIVATE in playwright.config.ts), and the test's browser visits
// it as a visitor. The owner pastes the snippet; until then the page has none.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalSite {
  url: string;
  /** What the owner pastes first in <head>: the console's snippet. */
  paste(snippet: string): void;
  close(): Promise<void>;
}

/**
 * The page sets a first-party cookie no tracker database knows before any choice (`nw_roast_pref`), so a scan has
 * something to classify.
 */
export async function localSite(): Promise<LocalSite> {
  let snippet = '';
  const page = () => `<!doctype html>
<html lang="en">
<head>
${snippet}
<meta charset="utf-8">
<title>Northwind Roastery</title>
<script>document.cookie = 'nw_roast_pref=medium; max-age=31536000; path=/; SameSite=Lax';</script>
</head>
<body><main><h1>Northwind Roastery</h1><p>Fresh beans every Monday.</p></main></body>
</html>`;
  const server: Server = createServer((req, res) => {
    if (req.url === '/favicon.ico') res.writeHead(204).end();
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    paste: (s) => {
      snippet = s;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
