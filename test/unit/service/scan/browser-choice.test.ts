import { expect, test } from 'vitest';
import { browserOnDisk, chooseBrowser } from '../../../../src/service/scan/browser.ts';

// Where a scan's browser comes from: CHROMIUM_PATH, else a system Chromium, else the optional npm package's.
const on =
  (...paths: string[]) =>
  (p: string) =>
    paths.includes(p);
const bundled = () => true;
const none = () => false;

test('CHROMIUM_PATH wins, and a missing one is no browser rather than another', () => {
  expect(chooseBrowser('/opt/chrome/chrome', on('/opt/chrome/chrome', '/usr/bin/chromium'), bundled)).toEqual({
    path: '/opt/chrome/chrome',
  });
  expect(chooseBrowser('/opt/nope', on('/usr/bin/chromium'), bundled)).toBeNull();
});

test("a system Chromium before the package's", () => {
  expect(chooseBrowser(undefined, on('/usr/bin/chromium'), bundled)).toEqual({ path: '/usr/bin/chromium' });
  expect(chooseBrowser(undefined, on('/usr/bin/google-chrome'), bundled)).toEqual({ path: '/usr/bin/google-chrome' });
});

test("on a fresh machine (no system browser) the package's Chromium, else none", () => {
  expect(chooseBrowser(undefined, on(), bundled)).toEqual({ bundled: true });
  expect(chooseBrowser(undefined, on(), none)).toBeNull();
});

test('the package is installed here (an optional dependency that npm ci installs)', () => {
  expect(chooseBrowser(undefined, on())).toEqual({ bundled: true });
});

test('what the tests drive is the file named, or none when it is missing', () => {
  expect(browserOnDisk(process.execPath)).toBe(process.execPath);
  expect(browserOnDisk('/nonexistent/chromium')).toBeNull();
});
