import { CheckField, FieldNotes, SelectField } from './banner-controls.tsx';
import type { SectionProps } from './banner-screen-types.ts';

/** The banner's languages: English always, the others as the owner picks. */
export function BannerLanguageFields(props: SectionProps & { languages: readonly string[] }) {
  const { banner, change, notes, languages } = props;
  const toggle = (lang: string, on: boolean) =>
    change({
      selected_languages: on ? [...banner.selected_languages, lang] : banner.selected_languages.filter((l) => l !== lang),
    });
  return (
    <fieldset class="card">
      <legend>Languages (English is always on)</legend>
      <div class="language-grid">
        {languages.map((lang) => (
          <div class="check-field" key={lang}>
            <input
              type="checkbox"
              id={`lang-${lang}`}
              checked={lang === 'en' || banner.selected_languages.includes(lang)}
              disabled={lang === 'en'}
              onChange={(e) => toggle(lang, (e.target as HTMLInputElement).checked)}
            />
            <label for={`lang-${lang}`}>{lang}</label>
          </div>
        ))}
      </div>
      <FieldNotes notes={notes} field="selected_languages" />
    </fieldset>
  );
}

/** Automatic blocking, third parties no list knows, and the signals sent to Google, Microsoft and the IAB's GPP. */
export function BannerBlockingFields(props: SectionProps) {
  const { banner, change, notes } = props;
  return (
    <fieldset class="card">
      <legend>Blocking and signals</legend>
      <CheckField
        id="banner-blocking"
        field="automatic_blocking"
        label="Hold known trackers back until consent (automatic blocking)"
        checked={banner.automatic_blocking}
        onChange={(automatic_blocking) => change({ automatic_blocking })}
        notes={notes}
      />
      <SelectField
        id="banner-google"
        field="google_consent_mode"
        label="Google's tags"
        value={banner.google_consent_mode}
        options={[
          ['basic', 'Held until consent (basic consent mode)'],
          ['advanced', 'Load at once, denied until consent (advanced consent mode)'],
        ]}
        onChange={(v) => change({ google_consent_mode: v as 'basic' | 'advanced' })}
        notes={notes}
      />
      <SelectField
        id="banner-unknown"
        field="unknown_third_parties"
        label="Third parties no list knows"
        value={banner.unknown_third_parties}
        options={[
          ['allow', 'Load them'],
          ['block', 'Hold them until everything is accepted'],
        ]}
        onChange={(v) => change({ unknown_third_parties: v as 'allow' | 'block' })}
        notes={notes}
      />
      <CheckField
        id="banner-uet"
        field="microsoft_consent_mode"
        label="Send Microsoft UET consent mode signals"
        checked={banner.microsoft_consent_mode}
        onChange={(microsoft_consent_mode) => change({ microsoft_consent_mode })}
        notes={notes}
      />
      <CheckField
        id="banner-shopify"
        field="shopify_customer_privacy"
        label="Pass each decision to Shopify's Customer Privacy API"
        checked={banner.shopify_customer_privacy}
        onChange={(shopify_customer_privacy) => change({ shopify_customer_privacy })}
        notes={notes}
      />
      <CheckField
        id="banner-vendors"
        field="vendor_consent_calls"
        label="Call the consent APIs of Meta, Microsoft Clarity and TikTok on the page"
        checked={banner.vendor_consent_calls}
        onChange={(vendor_consent_calls) => change({ vendor_consent_calls })}
        notes={notes}
      />
      <CheckField
        id="banner-gpp"
        field="global_privacy_platform"
        label="Answer the IAB's Global Privacy Platform (GPP) for visitors in the US and California"
        checked={banner.global_privacy_platform}
        onChange={(global_privacy_platform) => change({ global_privacy_platform })}
        notes={notes}
      />
    </fieldset>
  );
}
