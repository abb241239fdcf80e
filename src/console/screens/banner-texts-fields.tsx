import { useState } from 'preact/hooks';
import type { CustomLanguageTexts } from '../../schema/custom-texts.ts';
import { FieldNotes, notesId, SelectField } from './banner-controls.tsx';
import type { SectionProps } from './banner-screen-types.ts';

const KEYS: [keyof CustomLanguageTexts, string, boolean][] = [
  ['banner_title', 'Title', false],
  ['banner_body', 'Text', true],
  ['accept_all', 'Accept button', false],
  ['decline', 'Reject button', false],
  ['preferences', 'Preferences button', false],
];

/**
 * The banner's own texts per language (`custom_texts`): a field left blank keeps the language pack's text. The
 * service checks lengths and wording as it checks the packs', and answers a refusal next to the field.
 */
export function BannerTextsFields(props: SectionProps) {
  const { banner, change, notes } = props;
  const [lang, setLang] = useState('en');
  const all = banner.custom_texts ?? {};
  const mine = all[lang] ?? {};
  // A cleared text is sent blank, not left out: the service merges a PUT key by key, and a blank puts the pack's
  // text back (docs/service.md#custom-texts).
  const set = (key: keyof CustomLanguageTexts, value: string) =>
    change({ custom_texts: { ...all, [lang]: { ...mine, [key]: value } } });
  return (
    <fieldset class="card">
      <legend>Texts</legend>
      <p class="hint">Leave a field blank to keep the text of the language pack.</p>
      <SelectField
        id="texts-language"
        field="custom_texts"
        label="Texts in"
        value={lang}
        options={banner.selected_languages.map((l) => [l, l] as const)}
        onChange={setLang}
        notes={notes}
      />
      {KEYS.map(([key, label, long]) => {
        const id = `text-${key}`;
        const field = `custom_texts.${lang}.${key}`;
        const describedBy = notes.some((n) => n.field === field) ? notesId(field) : undefined;
        const onInput = (e: Event) => set(key, (e.target as HTMLInputElement | HTMLTextAreaElement).value);
        return (
          <p class="field" key={`${lang}-${key}`}>
            <label for={id}>{label}</label>
            {long ? (
              <textarea id={id} rows={3} value={mine[key] ?? ''} onInput={onInput} aria-describedby={describedBy} />
            ) : (
              <input id={id} value={mine[key] ?? ''} onInput={onInput} aria-describedby={describedBy} />
            )}
            <FieldNotes notes={notes} field={field} />
          </p>
        );
      })}
    </fieldset>
  );
}
