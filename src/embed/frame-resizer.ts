// policy-frame.min.js, served at POLICY_FRAME_SCRIPT_PATH and loaded by the
// hosted policy page. Inside the embed's iframe it reports the document's
// height to the host page, reports a missing document, opens links outside
// the frame and forwards the preference button. Only non-secret values are
// posted; the target is the host origin from the referrer when known.
import { PREFERENCES_CLASS } from '../shared/preference-class.ts';
import { MISSING_ATTR, MSG_HEIGHT, MSG_MISSING, MSG_PREFERENCES } from './protocol.ts';

const script = document.currentScript as HTMLScriptElement | null;

try {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
  else run();
} catch {
  // A policy page without its frame script still reads fine.
}

function run() {
  const doc = document;
  const buttons = doc.querySelectorAll<HTMLElement>('.' + PREFERENCES_CLASS);
  if (parent === window) {
    // Opened on its own at the service: no consent runtime here to open.
    if (script && new URL(script.src, location.href).origin === location.origin) for (const b of buttons) b.hidden = true;
    return;
  }
  let target = '*';
  try {
    const o = new URL(doc.referrer).origin;
    if (o !== 'null') target = o;
  } catch {
    // No referrer (the host's policy withheld it): the height is no secret.
  }
  const post = (m: object) => parent.postMessage(m, target);
  if (doc.body.hasAttribute(MISSING_ATTR)) return post({ type: MSG_MISSING });

  doc.querySelectorAll('a[href]').forEach((a) => {
    const href = a.getAttribute('href')!;
    if (href[0] !== '#' && !href.startsWith('mailto:')) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    }
  });
  for (const b of buttons) b.addEventListener('click', () => post({ type: MSG_PREFERENCES }));

  let last = 0;
  const measure = () => {
    // The root's box, not scrollHeight: scrollHeight never drops below the frame's own height.
    const h = Math.ceil(doc.documentElement.getBoundingClientRect().height);
    if (h !== last) post({ type: MSG_HEIGHT, height: (last = h) });
  };
  measure();
  addEventListener('load', measure);
  if (typeof ResizeObserver === 'function') new ResizeObserver(measure).observe(doc.documentElement);
  else addEventListener('resize', measure);
}
