// The one article page every entry is measured on: a news article with a header, a hero image (meant to be
// the page's largest contentful paint), text and a footer. An entry adds `head` (first thing in <head>, where
// our snippet and the peers' stylesheets go) and `body` (last thing in <body>, where the peers' docs put
// their scripts); `footer` holds a preference button where an entry has one.

const PARAGRAPHS = [
  'The city council voted on Tuesday to turn the old freight yard into a park, ending a debate that has run for more than a decade. The plan keeps the two brick warehouses and opens the riverbank to walkers and cyclists for the first time since the yard closed.',
  'Work starts in the spring. The first phase clears the tracks, cleans the soil and builds a path along the water; the warehouses follow once a tenant for the larger one is found. The council expects the whole site to open within four years.',
  'Residents of the neighbouring streets had asked for more green space since the yard fell out of use. At the last public hearing, most speakers supported the park, although some asked for housing on part of the land instead.',
  'The budget of the first phase is covered by a regional grant and the sale of a smaller plot on the north side. Later phases depend on next year’s budget, which the council debates in November.',
  'Local businesses expect more visitors on weekends. A café owner on the corner of the yard said she would extend her opening hours once the path is finished, and a bicycle shop has already asked about renting space in one of the warehouses.',
  'The full plan, with maps and the timetable of each phase, is on the council’s website. Comments can be sent until the end of the month.',
];

/**
 * The article page's HTML with an entry's pieces in it.
 * @param {{ title: string, head?: string, body?: string, footer?: string }} pieces
 */
export function articlePage({ title, head = '', body = '', footer = '' }) {
  return `<!doctype html>
<html lang="en">
<head>
${head}
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — Example News</title>
<link rel="icon" href="data:,">
<style>
  body { margin: 0; font: 17px/1.6 Georgia, serif; color: #1d1d1f; background: #fff; }
  header, footer { display: flex; justify-content: space-between; align-items: center; padding: 12px 24px; background: #f4f1ea; font-family: system-ui, sans-serif; }
  nav a { margin-left: 16px; color: inherit; }
  main { max-width: 720px; margin: 0 auto; padding: 0 24px 48px; }
  h1 { font-size: 34px; line-height: 1.2; margin: 28px 0 8px; }
  .byline { color: #666; font: 14px system-ui, sans-serif; margin-bottom: 20px; }
  .hero { display: block; width: 100%; height: auto; border-radius: 4px; }
  figcaption { color: #666; font: 13px system-ui, sans-serif; margin: 6px 0 20px; }
</style>
</head>
<body>
<header><strong>Example News</strong><nav><a href="#">City</a><a href="#">Business</a><a href="#">Culture</a></nav></header>
<main>
<article>
<h1>Old freight yard to become a riverside park</h1>
<div class="byline">By A. Reporter · 25 November 2026 · 4 min read</div>
<figure style="margin:0"><img class="hero" src="/hero.png" width="1200" height="525" alt="The riverbank by the old freight yard"><figcaption>The riverbank by the old freight yard.</figcaption></figure>
${PARAGRAPHS.map((p) => `<p>${p}</p>`).join('\n')}
</article>
</main>
<footer><span>© Example News</span>${footer}</footer>
${body}
</body>
</html>
`;
}
