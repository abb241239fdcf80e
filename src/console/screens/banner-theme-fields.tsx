import { contrastWords, hexOf, rgbOf } from './banner-contrast.ts';
import { FieldNotes, notesId } from './banner-controls.tsx';
import type { SettingNote, ThemeDraft } from './banner-screen-types.ts';

interface ThemeField {
  key: string;
  label: string;
  /** Optional: blank means derived from the six, or the default. */
  optional?: boolean;
  colour?: boolean;
  /** The colour this one is read on, and the contrast it needs there. */
  on?: { key: string; name: string; min: number };
  type?: 'number' | 'url';
}

const ON_BACKGROUND = { key: 'background', name: 'the background', min: 4.5 };
const FIELDS: ThemeField[] = [
  { key: 'font_family', label: 'Font' },
  { key: 'font_size', label: 'Text size' },
  { key: 'color', label: 'Text colour', colour: true, on: ON_BACKGROUND },
  { key: 'background', label: 'Background', colour: true },
  { key: 'btn_background', label: 'Button colour', colour: true },
  {
    key: 'btn_text_color',
    label: 'Button text colour',
    colour: true,
    on: { key: 'btn_background', name: 'the button colour', min: 4.5 },
  },
  { key: 'secondary_btn_background', label: 'Second button colour', optional: true, colour: true },
  {
    key: 'secondary_btn_text_color',
    label: 'Second button text colour',
    optional: true,
    colour: true,
    on: { key: 'secondary_btn_background', name: 'the second button colour', min: 4.5 },
  },
  { key: 'link_color', label: 'Link colour', optional: true, colour: true, on: ON_BACKGROUND },
  { key: 'toggle_color', label: 'Switch colour when on', optional: true, colour: true, on: { ...ON_BACKGROUND, min: 3 } },
  { key: 'focus_color', label: 'Focus ring colour', optional: true, colour: true, on: { ...ON_BACKGROUND, min: 3 } },
  { key: 'border_radius', label: 'Corner roundness in pixels, 0 to 24', optional: true, type: 'number' },
  { key: 'logo_url', label: 'Logo address (https)', optional: true, type: 'url' },
];

/** The theme as the service takes it: an optional value left blank is null (derived, default, none). */
export const themeBody = (t: ThemeDraft) =>
  Object.fromEntries(
    FIELDS.map(({ key, optional, type }) => {
      const v = (t[key] ?? '').trim();
      if (v === '') return [key, optional ? null : ''];
      return [key, type === 'number' ? Number(v) : v];
    }),
  );

/** A preset to start a custom theme from: readable, the console's own blue. */
export const STARTER_THEME: ThemeDraft = {
  font_family: 'system-ui, sans-serif',
  font_size: '16px',
  color: '#1f2328',
  background: '#ffffff',
  btn_background: '#0b5cad',
  btn_text_color: '#ffffff',
};

function ThemeInput(props: {
  f: ThemeField;
  theme: ThemeDraft;
  set: (key: string, v: string) => void;
  notes: readonly SettingNote[];
}) {
  const { f, theme, set, notes } = props;
  const id = `theme-${f.key}`;
  const field = `theme.${f.key}`;
  const value = theme[f.key] ?? '';
  const contrast = f.on ? contrastWords(value, theme[f.on.key] ?? '', f.on.name, f.on.min) : null;
  const rgb = f.colour ? rgbOf(value) : null;
  const mine = notes.some((n) => n.field === field);
  const described = [contrast && `${id}-contrast`, mine && notesId(field)].filter(Boolean).join(' ') || undefined;
  return (
    <div class="field theme-field">
      <label for={id}>
        {f.label}
        {f.optional ? ' (optional)' : ''}
      </label>
      <span class="theme-input">
        <input
          id={id}
          type={(f.type ?? 'text') as 'text'}
          value={value}
          {...(f.type === 'number' ? { min: 0, max: 24, step: 1 } : {})}
          aria-describedby={described}
          aria-invalid={notes.some((n) => n.field === field && n.kind === 'error') ? 'true' : undefined}
          onInput={(e) => set(f.key, (e.target as HTMLInputElement).value)}
        />
        {f.colour && (
          <input
            type="color"
            aria-label={`${f.label}: picker`}
            value={rgb ? hexOf(rgb) : '#000000'}
            onInput={(e) => set(f.key, (e.target as HTMLInputElement).value)}
          />
        )}
      </span>
      {contrast && (
        <span id={`${id}-contrast`} class={contrast.ok ? 'contrast' : 'contrast bad'} aria-live="polite">
          {contrast.text}
        </span>
      )}
      <FieldNotes notes={notes} field={field} />
    </div>
  );
}

/** The custom theme: on or off (the preset then), and its values with live contrast feedback. */
export function BannerThemeFields(props: {
  theme: ThemeDraft | null;
  setTheme: (t: ThemeDraft | null) => void;
  notes: readonly SettingNote[];
}) {
  const { theme, setTheme, notes } = props;
  return (
    <fieldset class="card">
      <legend>Custom theme</legend>
      <div class="check-field">
        <input
          type="checkbox"
          id="theme-on"
          checked={theme !== null}
          onChange={(e) => setTheme((e.target as HTMLInputElement).checked ? { ...STARTER_THEME } : null)}
        />
        <label for="theme-on">Use a custom theme instead of the preset</label>
      </div>
      {theme && (
        <>
          <p class="hint">The first six are needed. An optional colour left blank is worked out from them, readable.</p>
          <div class="theme-grid">
            {FIELDS.map((f) => (
              <ThemeInput key={f.key} f={f} theme={theme} notes={notes} set={(key, v) => setTheme({ ...theme, [key]: v })} />
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}
