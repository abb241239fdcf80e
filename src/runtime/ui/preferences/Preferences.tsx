import { safeUrl } from '../../../shared/safe-url.ts';
import type { View } from '../view.ts';
import { Category, NewTab } from './Category.tsx';
import { listedCategories } from './cookies-answer.ts';

/**
 * The preference centre: a modal dialog whose header (title, close button)
 * and footer (the three decisions) stay in view while the categories scroll
 * between them (styles.ts). Rendered before the banner, which its stylesheet
 * hides while it is open.
 */
export function Preferences(view: View) {
  const t = view.config.texts;
  const policy = safeUrl(view.config.policy_url);
  return (
    // Escape closes it without deciding; Tab stays inside (the modal banner only traps Tab: it needs a choice).
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop catches Escape and Tab for the dialog inside it, it is not a control.
    <div
      class="bd po"
      tabIndex={-1}
      onKeyDown={(e) => (e.key === 'Escape' ? (e.stopPropagation(), view.closePrefs()) : view.trapKey(e))}
    >
      <div class="ui pc" role="dialog" aria-modal="true" aria-labelledby="pt" aria-describedby="pd" tabIndex={-1}>
        <div class="hd">
          <div>
            {/* the banner's logo, decorative and https only as there (ui/banner-element.ts) */}
            {/^https:/.test(view.config.logo as string) && <img src={view.config.logo} alt="" />}
            <h2 id="pt" class="t">
              {t.pc_title}
            </h2>
          </div>
          <button class="x" aria-label={t.close} onClick={view.closePrefs}>
            ×
          </button>
        </div>
        <div class="by">
          <p id="pd">{t.pc_body}</p>
          {policy && (
            <p>
              <a href={policy} target="_blank" rel="noopener noreferrer">
                {t.policy_link}
                {NewTab(t)}
              </a>
            </p>
          )}
          {view.gpc && (
            <p class="gpc" role="note">
              {t.gpc_honoured}
            </p>
          )}
          <ul>{listedCategories(view).map((cat) => Category(view, cat))}</ul>
          {/* what declining removes and what it cannot (docs/runtime.md#declined-cookies-are-removed) */}
          <p>{t.third_party_note}</p>
        </div>
        {/* accept and reject side by side with the same class (equally prominent), save after them */}
        <div class="a">
          <button class="p" onClick={view.acceptAll}>
            {t.accept_all}
          </button>
          <button class="p" onClick={view.decline}>
            {t.decline_all}
          </button>
          <button class="s" onClick={view.save}>
            {t.save}
          </button>
        </div>
      </div>
    </div>
  );
}
