/**
 * The one HTML page of the console: every path under /console/ that is not
 * the API or a file gets it, and the script draws the screen the path names.
 * No inline script or style, so the CSP can forbid both.
 */
export const consolePage = (version: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Console</title>
<link rel="stylesheet" href="/console/console.min.css?v=${version}">
<script defer src="/console/console.min.js?v=${version}"></script>
</head>
<body>
<div id="console"><noscript>The console needs JavaScript.</noscript></div>
</body>
</html>
`;

/**
 * The console's pages: scripts and styles of this origin only, no plugin, no
 * framing (clickjacking), and frames (the banner preview, the policy
 * preview) of this origin only.
 */
export const CONSOLE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
