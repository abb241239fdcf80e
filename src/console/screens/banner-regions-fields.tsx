import { useState } from 'preact/hooks';
import { CheckField, SelectField } from './banner-controls.tsx';
import type { RegionRules, SectionProps } from './banner-screen-types.ts';

const REGION_WORDS: Record<string, string> = {
  eu: 'EU, EEA, United Kingdom and Switzerland',
  us: 'United States',
  california: 'California',
  global: 'Everywhere else (and any region without its own rules)',
};

type Rule = Exclude<keyof RegionRules & string, 'consent_mode' | 'vendor_consent_mode_settings'>;
const RULES: [Rule, string][] = [
  ['enable_banner', 'Show the banner'],
  ['enable_decline_button', 'Offer a "Reject all" button'],
  ['enable_cookie_preference_button', 'Show a floating button to change the choice later'],
  ['enable_consent_by_scroll', 'Count scrolling as consent'],
  ['enable_vendor_consent_mode', 'Send Google consent mode signals'],
  ['enable_tcf', 'Use the IAB TCF (EU only)'],
];

/**
 * The regions and their rules, one region at a time. A region without its own rules follows `global`'s, as the
 * runtime does; adding its own starts from `global`'s.
 */
export function BannerRegionsFields(props: SectionProps & { regions: readonly string[] }) {
  const { banner, change, notes, regions } = props;
  const [region, setRegion] = useState('eu');
  const own = banner.regions[region];
  const shown = own ?? banner.regions.global;
  const setRule = (patch: Partial<RegionRules>) => {
    const base = (own ?? banner.regions.global) as RegionRules;
    change({ regions: { ...banner.regions, [region]: { ...base, ...patch } } });
  };
  // A warning about a region that follows global is named by global's field: show it where it applies.
  const source = own ? region : 'global';
  return (
    <fieldset class="card">
      <legend>Regions and their rules</legend>
      <SelectField
        id="banner-region"
        field="regions"
        label="Rules for visitors in"
        value={region}
        options={regions.map((r) => [r, REGION_WORDS[r] ?? r] as const)}
        onChange={setRegion}
        notes={notes}
      />
      {!own && region !== 'global' && (
        <p class="hint">This region follows the rules for everywhere else until you change one of them here.</p>
      )}
      {shown && (
        <>
          {RULES.filter(([rule]) => rule !== 'enable_tcf' || region === 'eu').map(([rule, label]) => (
            <CheckField
              key={`${region}-${rule}`}
              id={`region-${rule}`}
              field={`regions.${source}.${rule}`}
              label={label}
              checked={!!shown[rule]}
              onChange={(v) => setRule({ [rule]: v })}
              notes={notes}
            />
          ))}
          <SelectField
            id="region-consent-mode"
            field={`regions.${source}.consent_mode`}
            label="Before a choice"
            value={shown.consent_mode}
            options={[
              ['opt_in', 'Nothing but essential runs (opt-in)'],
              ['opt_out', 'Everything runs until the visitor objects (opt-out)'],
            ]}
            onChange={(v) => setRule({ consent_mode: v as RegionRules['consent_mode'] })}
            notes={notes}
          />
        </>
      )}
      {notes
        .filter((n) => n.field.startsWith('regions.') && !n.field.startsWith(`regions.${source}.`))
        .map((n) => (
          <p key={n.field + n.message} class={n.kind === 'error' ? 'notice notice-error' : 'notice notice-warn'}>
            {`${n.kind === 'error' ? 'Not saved' : 'Warning'} (rules of ${n.field.split('.')[1]}): `}
            {n.message}
          </p>
        ))}
    </fieldset>
  );
}
