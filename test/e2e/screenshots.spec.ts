import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEFAULT_THEMES, SIZES } from '../../src/schema/enums.ts';
import { DISPLAY_STYLES } from '../../src/shared/positions.ts';
import { animationsDone, axe, createSite, hostPage, putBanner, texts } from './support.ts';

// Screenshot tests: every display style × size × preset theme × desktop/phone, and the
// preference centre once per theme × viewport, saved with an index page for a person to look through
// (test-results/screenshots/index.html; not committed, not compared pixel by pixel), and axe on each.
// One website, one page: each combination is a banner PUT through the API and a reload, and a
// viewport change needs no reload (the UI lays itself out with CSS only), which keeps CI's time down.

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1366, height: 768 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

/** A theme that follows prefers-color-scheme is shot in both; the others in the default (light) one. */
const variantsOf = (theme: string): { name: string; scheme: 'light' | 'dark' }[] =>
  theme === 'auto'
    ? [
        { name: 'auto-light', scheme: 'light' },
        { name: 'auto-dark', scheme: 'dark' },
      ]
    : [{ name: theme, scheme: 'light' }];

interface Shot {
  file: string;
  caption: string;
}

test.use({ viewport: VIEWPORTS[0].size });

test('every display style × size × preset theme × viewport, and the preference centre per theme: screenshots, axe clean', async ({
  page,
}, info) => {
  test.setTimeout(150_000); // one test for 160-odd shots (about 60 s on 2 cores): its own budget, not one test's 30 s
  const dir = join(info.project.outputDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const shots: Shot[] = [];
  const site = await createSite();
  const t = await texts(site);
  // Every view is a first visit: no stored choice and no config cached on the device from the last banner.
  await page.addInitScript(() => localStorage.clear());
  // axe in every document from the start: injecting it after each load costs more than the load itself.
  await page.addInitScript({ path: 'node_modules/axe-core/axe.min.js' });
  // eu: a banner with a decline button in every style; en whatever the machine's locale.
  const url = `${await hostPage(page, { origin: site.origin, head: site.snippet })}?service_region=eu&service_lang=en`;

  /** Shoots the page at each viewport and checks it with axe (soft: one run reports every violation). */
  async function shootEach(name: string, caption: string) {
    for (const v of VIEWPORTS) {
      await page.setViewportSize(v.size);
      const file = `${name}-${v.name}.png`;
      await animationsDone(page); // the fade-in, so the shot shows the final colours
      await page.screenshot({ path: join(dir, file) });
      shots.push({ file, caption: `${caption}, ${v.name} ${v.size.width}×${v.size.height}` });
      expect.soft(await axe(page, { all: true }), `axe: ${caption}, ${v.name}`).toEqual([]);
    }
  }

  for (const theme of DEFAULT_THEMES) {
    for (const { name: themeName, scheme } of variantsOf(theme)) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const display_style of DISPLAY_STYLES) {
        for (const size of SIZES) {
          await putBanner(site.id, { display_style, size, default_theme: theme });
          await page.goto(url);
          await expect(page.getByRole('button', { name: t.accept_all, exact: true })).toBeVisible();
          await shootEach(`${themeName}-${display_style}-${size}`, `${display_style}, ${size}, theme ${themeName}`);
        }
      }
      // The last banner of the loop above opens the centre: its look depends on the theme only.
      await page.getByRole('button', { name: t.preferences, exact: true }).click();
      await expect(page.getByRole('dialog', { name: t.pc_title })).toBeVisible();
      await shootEach(`${themeName}-preference-centre`, `preference centre, theme ${themeName}`);
      await page.setViewportSize(VIEWPORTS[0].size);
    }
  }
  writeFileSync(join(dir, 'index.html'), indexPage(shots));
});

function indexPage(shots: Shot[]): string {
  const figures = shots
    .map(
      (s) =>
        `<figure><a href="${s.file}"><img src="${s.file}" alt="" loading="lazy"></a><figcaption>${s.caption}</figcaption></figure>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Banner screenshots</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}main{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
figure{margin:0;max-width:420px}img{max-width:100%;max-height:320px;border:1px solid #888}</style></head>
<body><h1>Banner screenshots (${shots.length})</h1><main>
${figures}
</main></body></html>
`;
}
