import type { ConfigCategory, ConfigCookie } from '../../../schema/runtime-config.ts';
import type { Texts } from '../../../schema/texts.ts';
import { fill } from '../../../shared/fill.ts';
import type { View } from '../view.ts';
import { byService, type ServiceGroup } from './services.ts';

/**
 * One category of the preference centre: its name, switch and description,
 * then its cookies behind a disclosure that shows how many there are, grouped
 * by the service (provider) that sets them.
 */
export function Category(view: View, cat: ConfigCategory) {
  const t = view.config.texts;
  const id = cat.id;
  const locked = id === 'essential';
  const n = cat.cookies.length;
  const name = t[`cat_${id}`];
  return (
    <li class="cat" key={id}>
      <div class="ch">
        <h3>{name}</h3>
        {locked && <span class="on">{t.always_on}</span>}
        {/* unclassified cookies are listed for transparency but cannot be consented to */}
        {id !== 'unclassified' && (
          <span class="sw">
            {/* Named by aria-label, not aria-labelledby the heading: axe takes a heading scrolled out of the
                body for a hidden label (label-title-only) and the name is the same text. */}
            <input
              type="checkbox"
              // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox carries its checked state; ARIA in HTML says not to add aria-checked to it.
              role="switch"
              aria-label={name}
              aria-describedby={'d-' + id}
              checked={locked || view.choice.has(id)}
              disabled={locked}
              onClick={(e) => view.toggle(id, e.currentTarget.checked)}
            />
            <i />
          </span>
        )}
      </div>
      <p id={'d-' + id}>{t[`cat_${id}_desc`]}</p>
      {n ? (
        <details>
          <summary>{fill(t.cookie_count, 'count', n)}</summary>
          {byService(cat.cookies).map((g) => Service(t, g))}
        </details>
      ) : (
        <p>{t.no_cookies}</p>
      )}
    </li>
  );
}

function Service(t: Texts, g: ServiceGroup) {
  const name = g.name || t.service_unknown || '';
  return (
    <div class="sv">
      <h4>{`${name} (${g.cookies.length})`}</h4>
      {g.link && (
        <a href={g.link} target="_blank" rel="noopener noreferrer">
          {fill(t.service_policy, 'service', name)}
          {NewTab(t)}
        </a>
      )}
      {g.cookies.map((k) => Cookie(t, k))}
    </div>
  );
}

/** Said after the text of a link that opens in a new tab; the arrow is for the eye only. */
export const NewTab = (t: Texts) => (
  <>
    <span class="vh"> {t.new_tab}</span>
    <span aria-hidden="true"> ↗</span>
  </>
);

function Cookie(t: Texts, k: ConfigCookie) {
  return (
    <dl>
      {Row(t.cookie_name, k.name)}
      {Row(t.cookie_description, k.description)}
      {Row(t.cookie_lifetime, k.lifetime)}
      {Row(t.cookie_domain, k.domain)}
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
