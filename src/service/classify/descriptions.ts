import type { KnownCategory } from './tracker-types.ts';

/** A cookie's description in the four languages of the spec's cookie fields. */
export interface Descriptions {
  en_us: string;
  en_uk: string;
  de: string;
  fr: string;
}

/**
 * What a cookie of each category does, written by the project (the database's
 * own descriptions are not used). A visitor reads these in the cookie policy
 * as a legal notice: they say what the cookie is for and what the third
 * party can do with it, in the first person of the site ("we"), like the
 * category texts of src/service/texts. The two English variants differ in
 * spelling only (analyze/analyse, recognize/recognise).
 */
export const CATEGORY_DESCRIPTIONS: Readonly<Record<KnownCategory, Descriptions>> = {
  essential: {
    en_us:
      'Strictly necessary for the website to work, for example for security, for spreading traffic across servers or for remembering your cookie choices. It cannot be switched off.',
    en_uk:
      'Strictly necessary for the website to work, for example for security, for spreading traffic across servers or for remembering your cookie choices. It cannot be switched off.',
    de: 'Unbedingt erforderlich, damit die Website funktioniert, etwa für die Sicherheit, für die Lastverteilung zwischen Servern oder um Ihre Cookie-Auswahl zu speichern. Kann nicht deaktiviert werden.',
    fr: 'Strictement nécessaire au fonctionnement du site, par exemple pour sa sécurité, pour répartir la charge entre les serveurs ou pour mémoriser vos choix en matière de cookies. Ne peut pas être désactivé.',
  },
  performance: {
    en_us:
      'Makes features of the website work and remembers your settings, such as language or region, so that the website works better for you.',
    en_uk:
      'Makes features of the website work and remembers your settings, such as language or region, so that the website works better for you.',
    de: 'Ermöglicht Funktionen der Website und speichert Ihre Einstellungen, etwa Sprache oder Region, damit die Website besser für Sie funktioniert.',
    fr: 'Active des fonctionnalités du site et mémorise vos paramètres, comme la langue ou la région, pour que le site fonctionne mieux pour vous.',
  },
  analytics: {
    en_us:
      'Helps us analyze how visitors use the website, for example which pages they view and for how long, so that we can improve it.',
    en_uk:
      'Helps us analyse how visitors use the website, for example which pages they view and for how long, so that we can improve it.',
    de: 'Hilft uns zu analysieren, wie Besucher die Website nutzen, etwa welche Seiten sie wie lange aufrufen, damit wir sie verbessern können.',
    fr: 'Nous aide à analyser comment les visiteurs utilisent le site, par exemple les pages consultées et le temps passé sur chacune, afin de l’améliorer.',
  },
  advertising: {
    en_us:
      'Shows you ads that are relevant to you, limits how often you see the same ad and measures how well ads work. Advertising partners may also use it to recognize your browser on other websites.',
    en_uk:
      'Shows you ads that are relevant to you, limits how often you see the same ad and measures how well ads work. Advertising partners may also use it to recognise your browser on other websites.',
    de: 'Zeigt Ihnen relevante Werbung an, begrenzt, wie oft Sie dieselbe Anzeige sehen, und misst die Wirkung von Werbung. Werbepartner können damit Ihren Browser auch auf anderen Websites wiedererkennen.',
    fr: 'Permet de vous présenter des publicités pertinentes, de limiter le nombre de fois où vous voyez la même annonce et de mesurer l’efficacité des publicités. Des partenaires publicitaires peuvent aussi s’en servir pour reconnaître votre navigateur sur d’autres sites.',
  },
  social_networking: {
    en_us:
      'Lets you share content on social networks and shows content from them, such as embedded posts and videos. The social network can use it to recognize you, also when you are signed in to it, and to learn which pages with its content you visit.',
    en_uk:
      'Lets you share content on social networks and shows content from them, such as embedded posts and videos. The social network can use it to recognise you, also when you are signed in to it, and to learn which pages with its content you visit.',
    de: 'Ermöglicht das Teilen von Inhalten in sozialen Netzwerken und zeigt Inhalte von dort an, etwa eingebettete Beiträge und Videos. Das soziale Netzwerk kann Sie damit wiedererkennen, auch wenn Sie dort angemeldet sind, und erfahren, welche Seiten mit seinen Inhalten Sie besuchen.',
    fr: 'Permet de partager des contenus sur les réseaux sociaux et d’afficher des contenus qui en proviennent, comme des publications ou des vidéos intégrées. Le réseau social peut s’en servir pour vous reconnaître, y compris lorsque vous avez une session ouverte chez lui, et savoir quelles pages intégrant ses contenus vous consultez.',
  },
};

/** "Used by X." in each language, put before a category text when the service is known. */
const usedBy = (service: string): Descriptions => ({
  en_us: `Used by ${service}.`,
  en_uk: `Used by ${service}.`,
  de: `Wird von ${service} verwendet.`,
  fr: `Utilisé par ${service}.`,
});

/** The category text, preceded by the service's name when there is one. */
export function categoryDescriptions(category: KnownCategory, service: string | null): Descriptions {
  const text = CATEGORY_DESCRIPTIONS[category];
  if (!service) return { ...text };
  const by = usedBy(service);
  return {
    en_us: `${by.en_us} ${text.en_us}`,
    en_uk: `${by.en_uk} ${text.en_uk}`,
    de: `${by.de} ${text.de}`,
    fr: `${by.fr} ${text.fr}`,
  };
}
