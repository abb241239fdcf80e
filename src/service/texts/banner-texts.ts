import type { Banner } from '../../schema/banner.ts';
import type { ModeTexts, Texts } from '../../schema/texts.ts';
import { languageOf, packOf } from './packs.ts';

/**
 * The banner fields that change what the banner says: the flags its body is composed for, and the owner's texts
 * (absent on a banner stored before they existed).
 */
export type TextFlags = Pick<Banner, 'personalized_content' | 'running_targeted_advertising' | 'share_data_to_3rd_party'> &
  Partial<Pick<Banner, 'custom_texts'>>;

/**
 * Every banner string in `lang` (the consent-mode texts included) (US English for a language we do not know),
 * with `banner_body` composed for what the website declares it does, and the owner's texts of that language in
 * place of the pack's (a custom body replaces the composed one whole).
 */
export function bannerTexts(lang: string, flags: TextFlags): Texts & ModeTexts {
  const { texts, body } = packOf(lang);
  const sentences = [
    body.base,
    flags.personalized_content && body.personalized_content,
    flags.running_targeted_advertising && body.running_targeted_advertising,
    flags.share_data_to_3rd_party && body.share_data_to_3rd_party,
    body.choice,
  ];
  const own = flags.custom_texts?.[languageOf(lang)];
  // Chinese and Japanese put no space after a full stop (。).
  return { ...texts, banner_body: sentences.filter(Boolean).join(' ').replace(/。 /g, '。'), ...own };
}
