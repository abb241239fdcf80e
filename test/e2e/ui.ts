// The driver-neutral face of a browser tab, for specs that must also run where Playwright cannot
// drive the browser (WebKitGTK over classic WebDriver: webkit/webdriver-ui.ts). It offers only what
// every engine can do without network interception or init scripts (test/e2e/README.md, "Which engine
// runs what").

/**
 * An element, found in the document and in every open shadow root (the consent UI lives in one).
 * `role` + `name`: explicit `role`, or a `<button>` for 'button'; the accessible name from
 * aria-labelledby, aria-label or the text, whitespace-collapsed and compared exactly.
 * `css`: a selector matched inside each root on its own (a combinator does not cross a shadow boundary).
 */
export type Target = { role: string; name: string } | { css: string };

export type Key = 'Tab' | 'Enter' | 'Escape' | 'Space';

export interface Cookie {
  name: string;
  value: string;
  sameSite?: string;
}

export interface Ui {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Waits (up to the action timeout) for exactly one match to be visible, then clicks it like a user. */
  click(target: Target): Promise<void>;
  /** A key press on whatever has focus. */
  press(key: Key): Promise<void>;
  /** Visible: rendered with a non-empty box and not `visibility: hidden`. False when absent. */
  visible(target: Target): Promise<boolean>;
  /** Rendered text (innerText), or null when absent. */
  text(target: Target): Promise<string | null>;
  /** A checkbox's or switch's state, or null when absent. */
  checked(target: Target): Promise<{ checked: boolean; disabled: boolean } | null>;
  /** Whether the target has focus, looking through shadow roots' active elements. */
  focused(target: Target): Promise<boolean>;
  /** Runs a self-contained function (its closure is not sent) in the page; a returned promise is awaited. */
  evaluate<R>(fn: () => R): Promise<Awaited<R>>;
  evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>>;
  /** Cookies of the current page's site. */
  cookies(): Promise<Cookie[]>;
  screenshot(): Promise<Buffer>;
}
