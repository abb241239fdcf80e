import type { Banner } from '../../schema/banner.ts';
import type { ModeTexts, Texts } from '../../schema/texts.ts';
import { packOf } from './packs.ts';

/** The banner fields that change what the banner says. */
export type TextFlags = Pick<Banner, 'personalized_content' | 'running_targeted_advertising' | 'share_data_to_3rd_party'>;

/**
 * Every banner string in `lang` (the consent-mode texts included) (US English for a language we do not know),
 * with `banner_body` composed for what the website declares it does.
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
  // Chinese and Japanese put no space after a full stop (。).
  return { ...texts, banner_body: sentences.filter(Boolean).join(' ').replace(/。 /g, '。') };
}
