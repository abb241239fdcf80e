// The page the benchmark loads: the same article as peer-bench's pages
// (../shared/tools/peer-bench/pages/), with a website's snippets pasted where
// the README tells site owners to: the banner's first thing in <head>, the
// preference button in the footer. Served from its own origin, as a customer's
// site is, while the runtime and the config come from the service.
import { createServer } from 'node:http';

const page = (bannerSnippet, buttonSnippet) => `<!doctype html>
<html lang="en">
<head>
  ${bannerSnippet}
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>ours — bench page</title>
  <link rel="icon" href="data:,">
  <style>/* the site's own styles (inline, so not counted as library bytes) */
    body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #222; }
    header, footer { display: flex; justify-content: space-between; padding: 12px 24px; background: #f3f3f3; }
    main { max-width: 720px; margin: 0 auto; padding: 0 24px; }
    .hero { aspect-ratio: 16 / 7; background: linear-gradient(135deg, #cfd8e3, #9fb0c6); border-radius: 6px; }
  </style>
</head>
<body>
  <header><strong>Example News</strong> <nav><a href="#">Home</a> <a href="#">About</a></nav></header>
  <main>
    <h1>A realistic article page</h1>
    <p>This page stands in for a typical content site. It has a header, a heading, an image slot and several paragraphs, so that a banner which pushes content around would show up as layout shift.</p>
    <div class="hero" role="img" aria-label="image placeholder"></div>
    <p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.</p>
    <p>Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.</p>
  </main>
  <footer>© Example News ${buttonSnippet}</footer>
</body>
</html>
`;

/** Serves the article with the given snippets at `/` on a free loopback port; resolves to its URL and a close function. */
export async function serveArticle({ banner, cookie_preference_button }) {
  const html = page(banner, cookie_preference_button);
  const server = createServer((req, res) => {
    if (new URL(req.url, 'http://x').pathname !== '/') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}
