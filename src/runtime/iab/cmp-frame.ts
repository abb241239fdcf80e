// How an IAB CMP API reaches scripts: a global function on the page, a hidden locator frame that a script in a
// cross-origin iframe finds among its ancestors' children, and postMessage answers to it. GPP (`__gpp`) and TCF
// (`__tcfapi`) share this pattern and its names (`{api}Locator`, `{api}Call`, `{api}Return`); only the global
// function's argument order differs between them, so each builds its own and passes the command's handler here.

/** What a command's answer goes to: the caller's callback, or a postMessage back to the calling frame. */
export type CmpReply = (returnValue: unknown, success: boolean) => void;

/** A command as the global function or a `{api}Call` message carries it. */
export interface CmpCall {
  command: unknown;
  parameter?: unknown;
  version?: unknown;
  callId?: unknown;
}

/**
 * `caller` is the frame a `{api}Call` message came from, undefined for the page itself (its global function, or a
 * message it posted to itself): listeners belong to their caller, and only it may remove them.
 */
export type CmpHandler = (call: CmpCall, reply: CmpReply, caller?: unknown) => void;

/**
 * The locator frame, added at once: a vendor's frame looks for it once, as soon as it runs, which can be before a
 * timer of ours would fire. The first-view script runs in `<head>`, before the parser has made the body: then the
 * frame goes at the end of the root element, where the body's content never lands.
 */
function addLocator(name: string, d: Document, w: Window & Record<string, unknown>): void {
  if ((w.frames as unknown as Record<string, unknown>)[name]) return;
  const frame = d.createElement('iframe');
  frame.name = name;
  frame.style.display = 'none';
  // Nothing to read: display:none keeps it out of the accessibility tree as well.
  frame.setAttribute('aria-hidden', 'true');
  (d.body || d.documentElement).appendChild(frame);
}

/**
 * Answers `{api}Call` messages from any frame with `{api}Return` ones, in the form they came (a JSON string or an
 * object); a command with events (addEventListener) answers once per event, each with the call's `callId`. A
 * message event's error would be the host page's: a command that fails answers nothing rather than throw there.
 */
function messageHandler(api: string, handle: CmpHandler, w: Window) {
  return (e: MessageEvent) => {
    const asString = typeof e.data === 'string';
    let message: unknown;
    try {
      message = asString ? JSON.parse(e.data) : e.data;
    } catch {
      return;
    }
    const call = message && typeof message === 'object' && (message as Record<string, unknown>)[`${api}Call`];
    const source = e.source as Window | null;
    if (!call || typeof call !== 'object' || !source) return;
    const callId = (call as CmpCall).callId;
    try {
      handle(
        call as CmpCall,
        (returnValue, success) => {
          const answer = { [`${api}Return`]: { returnValue, success, callId } };
          try {
            source.postMessage(asString ? JSON.stringify(answer) : answer, '*');
          } catch {
            // A frame that has gone away: nothing to answer.
          }
        },
        source === w ? undefined : source,
      );
    } catch {
      // Never into the host page.
    }
  };
}

/**
 * Puts `fn` on the page as `window[api]` with its locator frame and postMessage answers, unless the page already
 * has such a function (another CMP's, or this script run twice): then nothing changes and the answer is false.
 */
export function exposeCmpApi(api: string, fn: (...args: never[]) => void, handle: CmpHandler, w: Window = window): boolean {
  const page = w as Window & Record<string, unknown>;
  if (typeof page[api] === 'function') return false;
  page[api] = fn;
  w.addEventListener('message', messageHandler(api, handle, w));
  addLocator(`${api}Locator`, w.document, page);
  return true;
}
