import { usLaw } from '../../shared/regions.ts';
import { safeUrl } from '../../shared/safe-url.ts';
import { h } from './dom.ts';
import type { View } from './view.ts';

/**
 * The banner in its display style, as DOM (dom.ts). `modal` is a dialog inside a backdrop that traps focus; the
 * other styles are a labelled region that leaves the page usable.
 */
export function bannerElement(view: View): HTMLElement {
  const c = view.config;
  const t = c.texts;
  const style = c.display_style;
  // The position is in the style's rules, which the service composed for this website (config `stylesheet`).
  const cls = 'ui ' + style + ' ' + c.size;
  const policy = safeUrl(c.policy_url);
  // US state law's wording (a "sale" or "sharing", "Do not sell or share") in its regions only: an `eu` or `global`
  // region set to opt_out keeps its own law's texts (docs/decisions/regions.md).
  const optOut = view.settings.consent_mode === 'opt_out' && usLaw(view.region);
  const content = [
    h(
      'div',
      { class: 'tx' },
      // The logo (config `logo`, a string or absent by the guard) is decorative: the title names the banner. Its scheme
      // https only, checked again in the fewest bytes; its height is set before it loads (`img`, service/theme/banner-css.ts).
      /^https:/.test(c.logo as string) && h('img', { src: c.logo, alt: '' }),
      h('h2', { id: 'bt', class: 't' }, t.banner_title),
      // then the region's legal wording (docs/decisions/texts.md#texts-keyed-on-the-consent-mode); optional in the
      // config, absent adds nothing
      h(
        'p',
        { id: 'bb' },
        t.banner_body,
        ' ',
        optOut ? t.opt_out_notice : view.scroll && t.scroll_notice,
        policy && ' ',
        policy && h('a', { href: policy, target: '_blank', rel: 'noopener noreferrer' }, t.policy_link),
      ),
    ),
    h(
      'div',
      { class: 'a' },
      h('button', { class: 'p', onclick: view.acceptAll }, t.accept_all),
      view.settings.enable_decline_button &&
        h('button', { class: 'p', onclick: view.decline }, optOut ? t.decline_opt_out : t.decline),
      // pointing at it or tabbing to it starts loading the preference centre's chunk
      h('button', { class: 's', onclick: view.openPrefs, onpointerenter: view.prefetch, onfocus: view.prefetch }, t.preferences),
    ),
  ];
  return style === 'modal'
    ? // The backdrop catches Tab for the dialog inside it (focus trap); it is not a control.
      h(
        'div',
        { class: 'bd', tabindex: -1, onkeydown: view.trapKey },
        h(
          'div',
          { class: cls, role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'bt', 'aria-describedby': 'bb', tabindex: -1 },
          ...content,
        ),
      )
    : // A <section> with a name is a region landmark, as role="region" on a div was, in fewer bytes.
      // Focusable by script only: it takes focus on appearance when nothing else has it.
      h('section', { class: cls, 'aria-label': t.banner_label, tabindex: -1 }, ...content);
}
