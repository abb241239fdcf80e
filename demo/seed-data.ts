// What `npm start` puts in a fresh database: websites that between them show
// every display style, size, region and theme kind, with cookies in every category.
import type { Banner } from '../src/schema/banner.ts';
import type { ThemeValues } from '../src/schema/theme.ts';

/**
 * The demo's own account: the QA panel's API acts for it alone, so it can
 * change nothing but the websites seeded here.
 */
export const DEMO_ACCOUNT_ID = 'acct_demo_site';

type BannerFields = Partial<Omit<Banner, 'id' | 'account_id' | 'website_id' | 'theme_id'>>;

export interface DemoSite {
  key: string;
  name: string;
  banner: BannerFields;
  theme?: ThemeValues;
  /** Region settings merged over the defaults a new website gets. */
  regions?: Record<string, Record<string, unknown>>;
}

export const DEMO_SITES: DemoSite[] = [
  {
    key: 'stretch',
    name: 'Stretch bar, bottom, blue, EU languages',
    banner: {
      display_style: 'stretch',
      size: 'standard',
      position: 'bottom',
      default_theme: 'blue',
      selected_languages: ['en-gb', 'de', 'fr', 'es', 'it', 'nl'],
      personalized_content: true,
    },
  },
  {
    key: 'banner',
    name: 'Floating banner, top, compact, light',
    banner: {
      display_style: 'banner',
      size: 'compact',
      position: 'top',
      default_theme: 'light',
      selected_languages: ['de', 'pl', 'cs', 'sk', 'hu'],
      running_targeted_advertising: true,
    },
  },
  {
    key: 'tooltip',
    name: 'Tooltip, bottom left, custom theme',
    banner: {
      display_style: 'tooltip',
      size: 'standard',
      position: 'bottom_left',
      default_theme: 'green',
      selected_languages: ['da', 'sv', 'fi'],
      share_data_to_3rd_party: true,
    },
    theme: {
      font_family: 'Georgia, "Times New Roman", serif',
      font_size: '15px',
      color: '#1f2937',
      background: '#fef3c7',
      btn_background: '#92400e',
      btn_text_color: '#ffffff',
    },
  },
  {
    key: 'modal',
    name: 'Modal dialog, navy blue, every language',
    banner: {
      display_style: 'modal',
      size: 'standard',
      position: 'bottom',
      default_theme: 'navy_blue',
      selected_languages: ['en-gb', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'da', 'sv', 'fi', 'pl', 'cs', 'sk', 'el', 'hu'],
      personalized_content: true,
      running_targeted_advertising: true,
      share_data_to_3rd_party: true,
    },
  },
  {
    key: 'scroll',
    name: 'Compact stretch, top, red, consent by scroll outside the EU',
    banner: {
      display_style: 'stretch',
      size: 'compact',
      position: 'top',
      default_theme: 'red',
      selected_languages: ['es', 'pt'],
    },
    regions: { global: { enable_consent_by_scroll: true }, us: { enable_consent_by_scroll: true } },
  },
  {
    key: 'button-only',
    name: 'No banner, preference button only, black',
    banner: {
      display_style: 'tooltip',
      size: 'compact',
      position: 'bottom_right',
      default_theme: 'black',
      selected_languages: ['el'],
    },
    regions: {
      global: { enable_banner: false, enable_cookie_preference_button: true },
      eu: { enable_banner: false, enable_cookie_preference_button: true },
      us: { enable_banner: false, enable_cookie_preference_button: true },
      california: { enable_banner: false, enable_cookie_preference_button: true },
    },
  },
];

type CookieSeed = {
  name: string;
  domain: string;
  category: string;
  lifetime?: string;
  service?: string;
  en_us: string;
  de?: string;
  fr?: string;
  en_uk?: string;
};

/** One or more cookies in every category, with the spec's four description languages where a real site would have them. */
export const DEMO_COOKIES: CookieSeed[] = [
  {
    name: 'session_id',
    domain: '127.0.0.1',
    category: 'essential',
    service: 'Website',
    en_us: 'Keeps you signed in while you move between pages.',
    de: 'Hält Sie angemeldet, während Sie zwischen Seiten wechseln.',
    fr: 'Vous garde connecté pendant votre navigation entre les pages.',
  },
  {
    name: 'csrf_token',
    domain: '127.0.0.1',
    category: 'essential',
    lifetime: '86400',
    service: 'Website',
    en_us: 'Protects forms against cross-site request forgery.',
    de: 'Schützt Formulare vor Cross-Site-Request-Forgery.',
  },
  {
    name: 'service_consent',
    domain: '127.0.0.1',
    category: 'essential',
    lifetime: '31536000',
    service: 'Consent',
    en_us: 'Remembers your cookie choices.',
    de: 'Speichert Ihre Cookie-Auswahl.',
    fr: 'Mémorise vos choix concernant les cookies.',
    en_uk: 'Remembers your cookie choices.',
  },
  {
    name: 'ui_lang',
    domain: '127.0.0.1',
    category: 'performance',
    lifetime: '2592000',
    service: 'Website',
    en_us: 'Remembers the language you chose.',
    de: 'Speichert die von Ihnen gewählte Sprache.',
  },
  {
    name: 'player_volume',
    domain: '127.0.0.1',
    category: 'performance',
    lifetime: '15552000',
    service: 'Video player',
    en_us: 'Remembers the volume of the video player.',
  },
  {
    name: '_ga',
    domain: '.example.com',
    category: 'analytics;',
    lifetime: '63072000',
    service: 'Google Analytics',
    en_us: 'Distinguishes visitors to produce anonymous usage statistics.',
    de: 'Unterscheidet Besucher für anonyme Nutzungsstatistiken.',
    fr: 'Distingue les visiteurs pour produire des statistiques d’utilisation anonymes.',
    en_uk: 'Distinguishes visitors to produce anonymised usage statistics.',
  },
  {
    name: '_ga_XXXXXXX',
    domain: '.example.com',
    category: 'analytics',
    lifetime: '63072000',
    service: 'Google Analytics',
    en_us: 'Keeps the state of the analytics session.',
  },
  {
    name: '_fbp',
    domain: '.example.com',
    category: 'advertising',
    lifetime: '7776000',
    service: 'Meta Pixel',
    en_us: 'Delivers advertising when you are on Facebook or a site that uses Facebook advertising.',
    de: 'Liefert Werbung, wenn Sie auf Facebook oder einer Website mit Facebook-Werbung sind.',
  },
  {
    name: 'IDE',
    domain: '.doubleclick.net',
    category: 'advertising',
    lifetime: '33696000',
    service: 'Google Ads',
    en_us: 'Measures how ads perform and shows ads that are relevant to you.',
    fr: 'Mesure les performances des annonces et affiche des annonces pertinentes pour vous.',
  },
  {
    name: 'YSC',
    domain: '.youtube.com',
    category: 'social_networking',
    service: 'YouTube',
    en_us: 'Counts views of embedded YouTube videos.',
  },
  {
    name: 'li_gc',
    domain: '.linkedin.com',
    category: 'social_networking',
    lifetime: '15552000',
    service: 'LinkedIn',
    en_us: 'Stores your consent to non-essential LinkedIn cookies.',
  },
  { name: 'ab_bucket', domain: '127.0.0.1', category: 'unclassified', lifetime: '604800', en_us: 'Not yet classified.' },
];
