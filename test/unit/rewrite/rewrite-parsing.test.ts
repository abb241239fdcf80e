import { describe, expect, it } from 'vitest';
import { rewriteHtml } from '../../../src/rewrite/rewrite-html.ts';
import type { BlockingMap } from '../../../src/schema/blocking-map.ts';

// The HTML that a regular expression reads otherwise than a browser: each case is markup whose tracker a
// browser requests (or does not), written as the review found them and as the HTML standard's
// tokenizer reads them.
const RULES: BlockingMap = {
  analytics: ['google-analytics.com'],
  advertising: ['connect.facebook.net'],
  social_networking: ['youtube.com'],
};
const rw = (html: string) => rewriteHtml(html, RULES, 'https://shop.example/p');
const HELD = 'type="text/plain" data-service-category="advertising"';

describe('rewriteHtml reads HTML as a browser does', () => {
  it('`<!-->` is a whole comment: the script after it is a tag', () => {
    expect(rw('<!--><script src="https://connect.facebook.net/f.js"></script>')).toBe(
      `<!--><script src="https://connect.facebook.net/f.js" ${HELD}></script>`,
    );
    expect(rw('<!---><script src="https://connect.facebook.net/f.js"></script>')).toContain(HELD);
    // A comment that does end later keeps what is in it.
    const inside = '<!-- x --!><script src="https://connect.facebook.net/f.js"></script>';
    expect(rw(inside)).toContain(HELD);
    expect(rw('<!-- <script src="https://connect.facebook.net/f.js"></script> -->')).not.toContain('text/plain');
  });

  it('`<script/src>`: a slash separates attributes', () => {
    expect(rw('<script/src="https://connect.facebook.net/f.js"></script>')).toBe(
      `<script src="https://connect.facebook.net/f.js" ${HELD}></script>`,
    );
    expect(rw('<iframe/src=https://www.youtube.com/embed/v></iframe>')).toContain(
      'data-service-src="https://www.youtube.com/embed/v"',
    );
  });

  it('character references in a host are decoded before the host is matched', () => {
    for (const src of [
      'https://connect&#x2e;facebook&#46;net/f.js',
      'https://connect&period;facebook.net/f.js',
      'https:&sol;&sol;connect.facebook.net/f.js',
      'https://CONNECT.facebook.NET/f.js',
    ])
      expect(rw(`<script src="${src}"></script>`), src).toContain(HELD);
    // Written back decoded, and re-encoded where a value needs it.
    expect(rw('<iframe src="https://www.youtube.com/embed/v?a=1&amp;b=&quot;2&quot;"></iframe>')).toBe(
      '<iframe data-service-src="https://www.youtube.com/embed/v?a=1&amp;b=&quot;2&quot;" data-service-category="social_networking"></iframe>',
    );
  });

  it('attributes without quotes, duplicated, and in any case', () => {
    expect(rw('<SCRIPT SRC=https://connect.facebook.net/f.js async></SCRIPT>')).toBe(
      `<script async src="https://connect.facebook.net/f.js" ${HELD}></SCRIPT>`,
    );
    // The first of two `src` is the one a browser loads; a second `type` does not make it inert.
    expect(rw('<script src="https://connect.facebook.net/f.js" src="/own.js"></script>')).toContain(HELD);
    expect(rw('<script type="text/javascript" type="text/plain" src="https://connect.facebook.net/f.js"></script>')).toBe(
      `<script src="https://connect.facebook.net/f.js" ${HELD}></script>`,
    );
    expect(rw('<script src="/own.js" src="https://connect.facebook.net/f.js"></script>')).not.toContain('text/plain');
  });

  it('script types as the HTML standard reads them: trimmed, case-folded, every JavaScript MIME type', () => {
    for (const type of [
      'text/ecmascript',
      'application/x-javascript',
      'text/javascript1.5',
      'text/javascript ',
      ' TEXT/JavaScript',
      '',
    ])
      expect(rw(`<script type="${type}" src="https://connect.facebook.net/f.js"></script>`), type).toContain(HELD);
    expect(rw('<script language="javascript" src="https://connect.facebook.net/f.js"></script>')).toContain(HELD);
    for (const type of ['application/ld+json', 'text/plain', 'importmap', 'text/template'])
      expect(rw(`<script type="${type}" src="https://connect.facebook.net/f.js"></script>`), type).not.toContain('data-service');
  });

  it('raw text and RCDATA hold no tags; a tag after them is one', () => {
    const text = [
      '<title><script src="https://connect.facebook.net/a.js"></script></title>',
      '<textarea><iframe src="https://www.youtube.com/embed/t"></iframe></textarea>',
      '<style>a::after{content:"<script src=https://connect.facebook.net/b.js>"}</style>',
      '<noscript><script src="https://connect.facebook.net/c.js"></script></noscript>',
      '<script>document.write("<script src=https://connect.facebook.net/d.js><\\/script>")</script>',
      '<xmp><script src="https://connect.facebook.net/e.js"></script></xmp>',
    ].join('');
    expect(rw(text)).toBe(text);
    // `</script` inside a string ends the script for a browser, and so here.
    expect(rw('<script>var s = "</script><script src=https://connect.facebook.net/f.js></script>";</script>')).toContain(HELD);
    // An <iframe> in <noembed> is text; a `<textarea>` that never ends takes the rest.
    expect(rw('<noembed><iframe src="https://www.youtube.com/embed/t"></iframe></noembed>')).not.toContain('data-service');
  });

  it('scripts in a <template> and SVG scripts are held too', () => {
    expect(rw('<template><script src="https://connect.facebook.net/f.js"></script></template>')).toBe(
      `<template><script src="https://connect.facebook.net/f.js" ${HELD}></script></template>`,
    );
    expect(rw('<svg><script href="https://connect.facebook.net/f.js"></script></svg>')).toBe(
      `<svg><script src="https://connect.facebook.net/f.js" ${HELD}></script></svg>`,
    );
    // Self-closing in foreign content, where it has no end tag: it stays self-closing.
    expect(rw('<svg><script xlink:href="https://connect.facebook.net/f.js"/><circle r="1"/></svg>')).toBe(
      `<svg><script src="https://connect.facebook.net/f.js" ${HELD} /><circle r="1"/></svg>`,
    );
    // `/` at the end of an unquoted value is the value's.
    expect(rw('<script src=https://connect.facebook.net/f/></script>')).toBe(
      `<script src="https://connect.facebook.net/f/" ${HELD}></script>`,
    );
  });

  it('resolves URLs against <base href>, as the browser does', () => {
    expect(rw('<base href="https://connect.facebook.net/"><script src="f.js"></script>')).toBe(
      `<base href="https://connect.facebook.net/"><script src="f.js" ${HELD}></script>`,
    );
    expect(rw('<script src="//connect.facebook.net/f.js"></script>')).toContain(HELD);
  });

  it('hints to a held host are never requested; other links are left', () => {
    expect(rw('<link rel="preload" as="script" href="https://connect.facebook.net/f.js">')).toBe(
      '<link rel="preload" as="script" data-service-href="https://connect.facebook.net/f.js" data-service-category="advertising">',
    );
    expect(rw('<link rel="dns-prefetch preconnect" href="https://www.google-analytics.com">')).toContain('data-service-href');
    const own = '<link rel="preconnect" href="https://fonts.example"><link rel="canonical" href="https://connect.facebook.net/">';
    expect(rw(own)).toBe(own);
  });

  it('keeps every byte outside the tags it changes: a byte-order mark, CRLF, odd markup', () => {
    const before = '\uFEFF<!DOCTYPE html>\r\n<html><head>\r\n<!-- a --><p>x & y</p><table><tr><td>';
    const after = '</td></tr></table></div></span>\r\n<img src=x alt=<>\r\n';
    expect(rw(`${before}<script src="https://connect.facebook.net/f.js"></script>${after}`)).toBe(
      `${before}<script src="https://connect.facebook.net/f.js" ${HELD}></script>${after}`,
    );
  });
});
