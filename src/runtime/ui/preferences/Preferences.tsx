import type { ConfigCategory, ConfigCookie } from '../../../schema/runtime-config.ts';
import type { Texts } from '../../../schema/texts.ts';
import type { View } from '../view.ts';

/** The preference centre: a modal dialog with a switch per category and the category's cookies. */
export function Preferences(v: View) {
  const t = v.config.texts;
  return (
    // Escape closes it without deciding; Tab stays inside (the modal banner only traps Tab: it needs a choice).
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop catches Escape and Tab for the dialog inside it, it is not a control.
    <div class="bd" tabIndex={-1} onKeyDown={(e) => (e.key === 'Escape' ? (e.stopPropagation(), v.closePrefs()) : v.trapKey(e))}>
      <div class="ui pc" role="dialog" aria-modal="true" aria-labelledby="pt" aria-describedby="pd" tabIndex={-1}>
        <div class="hd">
          <h2 id="pt" class="t">
            {t.pc_title}
          </h2>
          <button class="x" aria-label={t.close} onClick={v.closePrefs}>
            ×
          </button>
        </div>
        <p id="pd">{t.pc_body}</p>
        {v.gpc && (
          <p class="gpc" role="note">
            {t.gpc_honoured}
          </p>
        )}
        <ul>{v.config.categories.map((cat) => Category(v, cat))}</ul>
        <div class="a">
          <button class="s" onClick={v.save}>
            {t.save}
          </button>
          <button class="p" onClick={v.decline}>
            {t.decline_all}
          </button>
          <button class="p" onClick={v.acceptAll}>
            {t.accept_all}
          </button>
        </div>
      </div>
    </div>
  );
}

function Category(v: View, cat: ConfigCategory) {
  const t = v.config.texts;
  const id = cat.id;
  const locked = id === 'essential';
  return (
    <li class="cat" key={id}>
      <div class="ch">
        <h3 id={'n-' + id}>{t[`cat_${id}`]}</h3>
        {locked && <span class="on">{t.always_on}</span>}
        {/* unclassified cookies are listed for transparency but cannot be consented to */}
        {id !== 'unclassified' && (
          <span class="sw">
            <input
              type="checkbox"
              // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox carries its checked state; ARIA in HTML says not to add aria-checked to it.
              role="switch"
              aria-labelledby={'n-' + id}
              aria-describedby={'d-' + id}
              checked={locked || v.choice.has(id)}
              disabled={locked}
              onClick={(e) => v.toggle(id, e.currentTarget.checked)}
            />
            <i />
          </span>
        )}
      </div>
      <p id={'d-' + id}>{t[`cat_${id}_desc`]}</p>
      {cat.cookies.length ? (
        <details>
          {/* no text key names the list, and the names themselves say most */}
          <summary>{cat.cookies.map((k) => k.name).join(', ')}</summary>
          {cat.cookies.map((k) => Cookie(t, k))}
        </details>
      ) : (
        <p>{t.no_cookies}</p>
      )}
    </li>
  );
}

function Cookie(t: Texts, k: ConfigCookie) {
  return (
    <dl>
      {Row(t.cookie_name, k.name)}
      {Row(t.cookie_domain, k.domain)}
      {Row(t.cookie_lifetime, k.lifetime)}
      {Row(t.cookie_description, k.description)}
    </dl>
  );
}

const Row = (label: string, value: string | null) =>
  value && (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
