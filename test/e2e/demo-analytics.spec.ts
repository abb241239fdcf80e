import { expect, test } from '@playwright/test';
import { DEMO_SITES } from '../../demo/seed-data.ts';
import { SEEDED_DECISIONS } from '../../demo/seed-decisions.ts';

// The QA panel's consent analytics (demo/static/consent-charts.js): charts drawn by uPlot from the decisions
// the demo recorded through the real record endpoint at start, with the figures of GET /v1/websites/analytics
// beside them; a decision made in the site frame shows up in them. On Chromium and Firefox (the charts are
// canvas drawing, which differs by engine).

interface Analytics {
  totals: { decisions: number; page_views: number };
  by_display_style: { display_style: string; decisions: number }[];
  by_region: { region: string; decisions: number }[];
}

test('the QA panel charts the seeded decisions over time, by display style and by region', async ({ page, browserName }) => {
  await page.goto('/demo/');
  const select = page.locator('#website');
  await expect
    .poll(async () => (await select.locator('option').allTextContents()).length, { timeout: 15_000 })
    .toBe(DEMO_SITES.length);
  const stretch = DEMO_SITES.find((s) => s.key === 'stretch')!;
  await select.selectOption({ label: stretch.name });
  const id = await select.inputValue();

  // Seeding records the decisions once the service listens: wait until this website has them all.
  let a: Analytics | undefined;
  await expect
    .poll(
      async () => {
        a = await (await page.request.get(`/demo/api/analytics?website=${id}`)).json();
        return a?.totals.decisions;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(SEEDED_DECISIONS);

  for (const chart of ['#analytics-time', '#analytics-style', '#analytics-region']) {
    const canvas = page.locator(`${chart} canvas`);
    await expect(canvas).toBeVisible({ timeout: 15_000 });
    // Drawn, not an empty canvas: enough painted pixels for axes, lines or bars.
    const painted = await canvas.evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) n++;
      return n;
    });
    expect(painted, chart).toBeGreaterThan(500);
    await expect(page.locator(`${chart} [role=img]`)).toHaveAttribute('aria-label', /decisions/);
  }

  // The bars are the API's groups, and the figures tables say the same numbers.
  const styles = page.locator('#analytics-style table.figures tbody th');
  await expect(styles).toHaveText(a!.by_display_style.map((s) => s.display_style));
  expect(a!.by_display_style.map((s) => s.display_style)).toContain('stretch');
  await expect(page.locator('#analytics-region table.figures tbody th')).toHaveText(a!.by_region.map((r) => r.region));
  await expect(page.locator('#analytics-status')).toContainText(/^\d+ decisions and \d+ page views from /);

  // A decision in the frame is recorded and counted in the charts' figures.
  const before = a!.totals.decisions;
  await page.locator('#region').selectOption('eu');
  const accept = page
    .frameLocator('#site')
    .locator('[data-service-consent]')
    .getByRole('button', { name: 'Accept all', exact: true });
  // Playwright's Firefox (WebDriver BiDi) reports the frame's button as out of view after scrolling to it;
  // the DOM click stands in there (as in policy-lang.spec.ts), the decision and its record are the same.
  if (browserName === 'firefox') await accept.evaluate((b) => (b as HTMLElement).click());
  else await accept.click();
  // At least one more: other tests on the same service may decide on this website meanwhile (demo.spec.ts).
  const shown = async () =>
    Number(/^(\d+) decisions/.exec((await page.locator('#analytics-status').textContent()) ?? '')?.[1] ?? -1);
  await expect.poll(shown, { timeout: 15_000 }).toBeGreaterThan(before);
});
