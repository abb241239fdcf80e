import { CheckField, FieldNotes, SelectField, words } from './banner-controls.tsx';
import type { BannerAnswer, SectionProps } from './banner-screen-types.ts';

const STYLE_WORDS: Record<string, string> = {
  stretch: 'Stretch: a bar across the page',
  banner: 'Banner: a box at the top or bottom',
  tooltip: 'Tooltip: a box in a corner',
  modal: 'Modal: a dialog in the middle',
};

/** Display style, position, size, preset theme and what the website does with data. */
export function BannerStyleFields(props: SectionProps & { choices: BannerAnswer['choices'] }) {
  const { banner, change, notes, choices } = props;
  const positions = choices.positions[banner.display_style] ?? [];
  const setStyle = (display_style: string) => {
    const allowed = choices.positions[display_style] ?? [];
    // A position the new style does not show moves to the style's first, as the service would move it.
    change(allowed.length && !allowed.includes(banner.position) ? { display_style, position: allowed[0]! } : { display_style });
  };
  return (
    <fieldset class="card">
      <legend>Style</legend>
      <SelectField
        id="banner-display-style"
        field="display_style"
        label="Display style"
        value={banner.display_style}
        options={choices.display_styles.map((s) => [s, STYLE_WORDS[s] ?? words(s)] as const)}
        onChange={setStyle}
        notes={notes}
      />
      {positions.length > 0 ? (
        <SelectField
          id="banner-position"
          field="position"
          label="Position"
          value={banner.position}
          options={positions.map((p) => [p, words(p)] as const)}
          onChange={(position) => change({ position })}
          notes={notes}
        />
      ) : (
        <FieldNotes notes={notes} field="position" />
      )}
      <SelectField
        id="banner-size"
        field="size"
        label="Size"
        value={banner.size}
        options={choices.sizes.map((s) => [s, words(s)] as const)}
        onChange={(size) => change({ size })}
        notes={notes}
      />
      <SelectField
        id="banner-default-theme"
        field="default_theme"
        label="Preset theme (used unless a custom theme is on)"
        value={banner.default_theme}
        options={choices.default_themes.map(
          (t) => [t, t === 'auto' ? 'auto (light or dark, as the visitor prefers)' : words(t)] as const,
        )}
        onChange={(default_theme) => change({ default_theme })}
        notes={notes}
      />
      <fieldset>
        <legend>What the website does with data (the banner says so)</legend>
        <CheckField
          id="banner-personalized"
          field="personalized_content"
          label="Shows personalised content"
          checked={banner.personalized_content}
          onChange={(personalized_content) => change({ personalized_content })}
          notes={notes}
        />
        <CheckField
          id="banner-targeted"
          field="running_targeted_advertising"
          label="Runs targeted advertising"
          checked={banner.running_targeted_advertising}
          onChange={(running_targeted_advertising) => change({ running_targeted_advertising })}
          notes={notes}
        />
        <CheckField
          id="banner-share"
          field="share_data_to_3rd_party"
          label="Shares data with third parties"
          checked={banner.share_data_to_3rd_party}
          onChange={(share_data_to_3rd_party) => change({ share_data_to_3rd_party })}
          notes={notes}
        />
      </fieldset>
    </fieldset>
  );
}
