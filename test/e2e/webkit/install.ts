import { existsSync, readdirSync } from 'node:fs';

// Where Debian puts the WebKit pieces: `webkit2gtk-driver` (WebKitWebDriver), `libwebkit2gtk-4.1-0`
// (MiniBrowser, under the architecture's multiarch directory) and `xvfb` (MiniBrowser has no headless mode).

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const XVFB = process.env.XVFB_PATH || '/usr/bin/Xvfb';
export const MINIBROWSER = process.env.MINIBROWSER_PATH || findMiniBrowser();

function findMiniBrowser(): string {
  const lib = '/usr/lib';
  const arches = existsSync(lib) ? readdirSync(lib).filter((d) => d.endsWith('-linux-gnu')) : [];
  return arches.map((a) => `${lib}/${a}/webkit2gtk-4.1/MiniBrowser`).find((p) => existsSync(p)) ?? '';
}

export const webkitInstalled = () => [WEBKIT_DRIVER, XVFB, MINIBROWSER].every((p) => p !== '' && existsSync(p));
