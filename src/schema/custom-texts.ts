import { z } from 'zod';
import { LANGUAGES } from '../shared/languages.ts';
import { textProblem } from '../shared/text-rules.ts';
import { Language } from './enums.ts';
import { isSingleLine, SINGLE_LINE } from './limits.ts';
import type { TextKey } from './texts.ts';

/**
 * The texts an owner may write in place of a language pack's (banner extension `custom_texts`), with the most
 * characters each: the banner's title, body and buttons, and the preference centre's title and save button. Not
 * `decline_opt_out`: its wording is the CCPA's own. Every pack's text fits (test/unit/service/texts/language-packs.test.ts).
 */
export const CUSTOM_TEXT_LIMITS = {
  banner_title: 100,
  banner_body: 1000,
  accept_all: 40,
  decline: 40,
  preferences: 40,
  pc_title: 100,
  save: 40,
} as const satisfies Partial<Record<TextKey, number>>;
export type CustomTextKey = keyof typeof CUSTOM_TEXT_LIMITS;
export const CUSTOM_TEXT_KEYS = Object.keys(CUSTOM_TEXT_LIMITS) as CustomTextKey[];

/** Something to see: a letter, digit or sign, not only spaces, zero-width or filler characters (U+2800, U+3164…). */
const VISIBLE = /[^\s\p{Z}\p{Cf}\p{M}\u2800\u115f\u1160\u3164\uffa0]/u;
/** Letters as a visitor reads them: code points, compared without case or compatibility forms. */
const length = (s: string) => [...s].length;
const same = (a: string, b: string) => a.normalize('NFKC').toLowerCase() === b.normalize('NFKC').toLowerCase();

/** One text, trimmed; blank means "the pack's", so it passes here and the banner keeps none (model/banners.ts). */
const customText = (key: CustomTextKey) =>
  z
    .string()
    .trim()
    .max(CUSTOM_TEXT_LIMITS[key])
    .superRefine((s, ctx) => {
      if (!s) return;
      // The pack's texts of these keys have no placeholder: none is filled in.
      const why = !isSingleLine(s) ? SINGLE_LINE : !VISIBLE.test(s) ? 'must have a visible character' : textProblem(s, '');
      if (why) ctx.addIssue({ code: 'custom', message: why });
    });

const CustomLanguageTexts = z.strictObject(
  Object.fromEntries(CUSTOM_TEXT_KEYS.map((k) => [k, customText(k).optional()])) as {
    [K in CustomTextKey]: z.ZodOptional<ReturnType<typeof customText>>;
  },
);
export type CustomLanguageTexts = Partial<Record<CustomTextKey, string>>;

/** The minimum a decline label may have beside `accept`: 2 characters, and half of the accept label. */
export const declineFloor = (accept: string) => Math.max(2, Math.ceil(length(accept) / 2));

/**
 * "Reject as prominent as accept" for one language's texts (docs/decisions/texts.md#custom-texts): the two labels
 * are customised together, the decline label is not much shorter, and no two buttons read alike.
 */
function prominenceIssues(t: CustomLanguageTexts, lang: string, ctx: z.RefinementCtx) {
  const issue = (key: CustomTextKey, message: string) => ctx.addIssue({ code: 'custom', path: [lang, key], message });
  const { accept_all: accept, decline, preferences } = t;
  if (accept && !decline) issue('decline', 'must be customised too when accept_all is, so that rejecting reads as plainly');
  if (decline && !accept) issue('accept_all', 'must be customised too when decline is: the two buttons are written together');
  if (accept && decline && length(decline) < declineFloor(accept))
    issue('decline', `must have at least ${declineFloor(accept)} characters beside accept_all (half its length)`);
  if (accept && decline && same(accept, decline)) issue('decline', 'must not read as accept_all does');
  if (preferences && ((accept && same(preferences, accept)) || (decline && same(preferences, decline))))
    issue('preferences', 'must not read as accept_all or decline does');
}

/**
 * Extension `custom_texts` as stored and answered: per language of LANGUAGES, the texts the owner wrote, each
 * non-blank (blank ones are dropped on write and the pack's text shows).
 */
export const CustomTexts = z.partialRecord(Language, CustomLanguageTexts).superRefine((all, ctx) => {
  for (const lang of LANGUAGES) if (all[lang]) prominenceIssues(all[lang], lang, ctx);
});
export type CustomTexts = Partial<Record<Language, CustomLanguageTexts>>;

/**
 * `custom_texts` in PUT /v1/banners: the languages sent change, key by key; a blank text goes back to the pack's,
 * and a language sent as null loses all of its texts. The result is checked whole (`CustomTexts`).
 */
export const CustomTextsUpdate = z.partialRecord(Language, CustomLanguageTexts.nullable());
export type CustomTextsUpdate = z.infer<typeof CustomTextsUpdate>;

/** The stored texts after a PUT's (`CustomTextsUpdate`), blank texts and emptied languages dropped. */
export function mergeCustomTexts(current: CustomTexts, sent: CustomTextsUpdate): CustomTexts {
  const out: CustomTexts = { ...current };
  for (const [lang, texts] of Object.entries(sent) as [Language, CustomLanguageTexts | null][]) {
    const merged = { ...(texts === null ? {} : out[lang]), ...texts };
    const kept = Object.fromEntries(Object.entries(merged).filter(([, v]) => v));
    if (Object.keys(kept).length) out[lang] = kept;
    else delete out[lang];
  }
  return out;
}
