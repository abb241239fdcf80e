import { safeUrl } from '../../shared/safe-url.ts';
import type { View } from './view.ts';

/**
 * The banner in its display style. `modal` is a dialog that traps focus; the
 * other styles are a labelled region that leaves the page usable.
 */
export function ConsentBanner(view: View) {
  const c = view.config;
  const t = c.texts;
  const style = c.display_style;
  // The position is in the style's rules, which the service composed for this website (config `stylesheet`).
  const cls = 'ui ' + style + ' ' + c.size;
  const policy = safeUrl(c.policy_url);
  const optOut = view.settings.consent_mode === 'opt_out';
  const content = (
    <>
      <div class="tx">
        {/* The logo (config `logo`, a string or absent by the guard) is decorative: the title names the banner. Its
            scheme https only, checked again in the fewest bytes; its height is set before it loads (`img`, service/theme/banner-css.ts). */}
        {/^https:/.test(c.logo as string) && <img src={c.logo} alt="" />}
        <h2 id="bt" class="t">
          {t.banner_title}
        </h2>
        <p id="bb">
          {/* then the region's legal wording (docs/decisions/texts.md#texts-keyed-on-the-consent-mode); optional in the
          config, absent renders nothing */}
          {t.banner_body} {optOut ? t.opt_out_notice : view.scroll && t.scroll_notice}
          {policy && (
            <>
              {' '}
              <a href={policy} target="_blank" rel="noopener noreferrer">
                {t.policy_link}
              </a>
            </>
          )}
        </p>
      </div>
      <div class="a">
        <button class="p" onClick={view.acceptAll}>
          {t.accept_all}
        </button>
        {view.settings.enable_decline_button && (
          <button class="p" onClick={view.decline}>
            {optOut ? t.decline_opt_out : t.decline}
          </button>
        )}
        {/* pointing at it or tabbing to it starts loading the preference centre's chunk */}
        <button class="s" onClick={view.openPrefs} onPointerEnter={view.prefetch} onFocus={view.prefetch}>
          {t.preferences}
        </button>
      </div>
    </>
  );
  return style === 'modal' ? (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop catches Tab for the dialog inside it (focus trap), it is not a control.
    <div class="bd" tabIndex={-1} onKeyDown={view.trapKey}>
      <div class={cls} role="dialog" aria-modal="true" aria-labelledby="bt" aria-describedby="bb" tabIndex={-1}>
        {content}
      </div>
    </div>
  ) : (
    // A <section> with a name is a region landmark, as role="region" on a div was, in fewer bytes.
    // Focusable by script only: it takes focus on appearance when nothing else has it.
    <section class={cls} aria-label={t.banner_label} tabIndex={-1}>
      {content}
    </section>
  );
}
