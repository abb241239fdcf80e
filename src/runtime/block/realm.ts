import type { BlockedCategory } from '../../shared/blocking.ts';

/** The categories a request waits for. */
export type Categories = readonly BlockedCategory[];

/** What the blocker gives each realm's hooks (blocker.ts). */
export interface Hooks {
  /** The one host check: the categories a request to `url` still waits for (undefined: it may go). */
  waits(url: unknown): Categories | undefined;
  /** For a frame or worker: its URL's, or what the markup or code a javascript:, data: or blob: URL carries waits for. */
  carried(url: string): Categories | undefined;
  /** An element given a URL attribute by script: true when the blocker holds it (then it is not set). */
  take(el: Element, name: string, value: unknown): boolean;
  /** A same-origin window reached from this one: its realm gets these hooks too. */
  realm(w: Window | null): void;
  write(this: Document, html: string[]): void;
  /** blob: URLs made of text, and the text. */
  blobs: Map<string, string>;
  /** Object.defineProperty, or failing closed where it cannot (a frozen prototype). */
  def(o: object, name: string, d: PropertyDescriptor): void;
}

// biome-ignore lint/suspicious/noExplicitAny: natives of every shape, called with their own arguments.
type Fn = (this: any, ...a: any[]) => unknown;
type Global = Window & typeof globalThis;

const refuse = () => {
  throw new DOMException('Held until consent', 'SecurityError');
};

/**
 * Puts the blocker's hooks into one realm (the page's window, then each same-origin frame's as it is reached):
 * every way a script there gives an element a URL (properties, setAttribute, setAttributeNS, attribute nodes),
 * frames' windows (so that their realms get the hooks before the page can use them), document.write, and the
 * network APIs (fetch, XHR, sendBeacon, WebSocket, EventSource) and workers, refused to held destinations.
 */
export function patchRealm(w: Global, k: Hooks): void {
  const take = k.take;
  const waits = k.waits;
  const replace = (o: object | undefined, name: string, key: 'value' | 'set' | 'get', make: (f: Fn) => Fn) => {
    const d = o && Object.getOwnPropertyDescriptor(o, name);
    if (d?.[key]) k.def(o!, name, { ...d, [key]: make(d[key] as Fn) });
  };
  /** A constructor that checks its URL first: statics and `instanceof` stay the original's. */
  const construct = (name: string, check: (url: string) => unknown, after?: (o: object, a: unknown[]) => void) =>
    replace(w, name, 'value', (C) => {
      function F(this: unknown, ...a: unknown[]) {
        if (check(String(a[0]))) refuse();
        const o = Reflect.construct(C as unknown as new (...a: unknown[]) => object, a, new.target || C);
        after?.(o, a);
        return o;
      }
      F.prototype = (C as unknown as { prototype: object }).prototype;
      return Object.setPrototypeOf(F, C);
    });

  for (const t of [
    [w.HTMLScriptElement, 'src'],
    [w.HTMLIFrameElement, 'src'],
    [w.HTMLIFrameElement, 'srcdoc'],
    [w.HTMLImageElement, 'src'],
    [w.HTMLLinkElement, 'href'],
  ] as const) {
    const name = t[1];
    replace(
      t[0].prototype,
      name,
      'set',
      (set) =>
        function (this: Element, url: never) {
          take(this, name, url) || set.call(this, url);
        },
    );
  }
  const E = w.Element.prototype;
  replace(
    E,
    'setAttribute',
    'value',
    (f) =>
      function (this: Element, name: never, value: never) {
        take(this, name, value) || f.call(this, name, value);
      },
  );
  replace(
    E,
    'setAttributeNS',
    'value',
    (f) =>
      function (this: Element, ns: never, name: never, value: never) {
        take(this, name, value) || f.call(this, ns, name, value);
      },
  );
  for (const name of ['setAttributeNode', 'setAttributeNodeNS'])
    replace(
      E,
      name,
      'value',
      (f) =>
        function (this: Element, a: never) {
          return take(this, (a as Attr).name, (a as Attr).value) ? null : f.call(this, a);
        },
    );
  replace(
    w.Attr.prototype,
    'value',
    'set',
    (set) =>
      function (this: Attr, value: never) {
        const el = this.ownerElement;
        (el && take(el, this.name, value)) || set.call(this, value);
      },
  );
  const frame = w.HTMLIFrameElement.prototype;
  const contentWindow = Object.getOwnPropertyDescriptor(frame, 'contentWindow')?.get;
  for (const name of ['contentWindow', 'contentDocument'])
    replace(
      frame,
      name,
      'get',
      (get) =>
        function (this: HTMLIFrameElement) {
          k.realm(contentWindow!.call(this));
          return get.call(this);
        },
    );
  replace(
    w.Document.prototype,
    'write',
    'value',
    () =>
      function (this: Document, ...html: never[]) {
        k.realm(this.defaultView);
        k.write.call(this, html);
      },
  );

  replace(
    w,
    'fetch',
    'value',
    (f) =>
      function (this: unknown, input: never, init: never) {
        return waits((input as Request)?.url || input)
          ? Promise.reject(new TypeError('Held until consent'))
          : f.call(this, input, init);
      },
  );
  replace(
    w.XMLHttpRequest.prototype,
    'open',
    'value',
    (f) =>
      function (this: unknown, ...a: never[]) {
        if (waits(a[1])) refuse();
        return f.apply(this, a);
      },
  );
  const beacon = w.navigator.sendBeacon;
  if (beacon)
    k.def(w.navigator, 'sendBeacon', {
      configurable: true,
      writable: true,
      value: (url: string, data?: BodyInit) => !!waits(url) || beacon.call(w.navigator, url, data),
    });
  construct('WebSocket', (url) => waits(url.replace(/^ws/i, 'http')));
  construct('EventSource', waits);
  construct('Worker', k.carried);
  construct('SharedWorker', k.carried);
  /** Text a blob is made of, for a frame or worker made from it (a part that is not a string is not read). */
  const texts = new WeakMap<object, string>();
  construct(
    'Blob',
    () => 0,
    (b, a) =>
      texts.set(
        b,
        Array.from((a[0] as unknown[]) || [])
          .filter((p) => typeof p === 'string')
          .join(''),
      ),
  );
  replace(
    w.URL,
    'createObjectURL',
    'value',
    (f) =>
      function (this: unknown, b: never) {
        const url = f.call(this, b) as string;
        const text = texts.get(b);
        if (text) k.blobs.set(url, text);
        return url;
      },
  );
}
