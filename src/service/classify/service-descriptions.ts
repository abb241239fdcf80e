import type { Descriptions } from './descriptions.ts';
import type { KnownCategory } from './tracker-types.ts';

interface ServiceText {
  /** Service names as the database (`platform`) or the tracker table spell them, compared ignoring case. */
  services: readonly string[];
  /** The text applies only when the cookie has this category: Facebook's pixel cookie and its Like button differ. */
  category: KnownCategory;
  /** `{service}` stands for the service's name. */
  text: Descriptions;
}

/**
 * Descriptions for well-known services where saying more than the category
 * text is worth it to a visitor: what the service records and what its
 * operator can do with it. Written by the project; only claims the vendors'
 * own documentation of these products makes.
 */
const SERVICE_TEXTS: readonly ServiceText[] = [
  {
    services: ['Google Analytics'],
    category: 'analytics',
    text: {
      en_us:
        'Used by Google Analytics to tell visitors and their visits apart, so that we can see how the website is used, for example which pages are viewed and for how long. We use these statistics to improve the website.',
      en_uk:
        'Used by Google Analytics to tell visitors and their visits apart, so that we can see how the website is used, for example which pages are viewed and for how long. We use these statistics to improve the website.',
      de: 'Wird von Google Analytics verwendet, um Besucher und ihre Besuche voneinander zu unterscheiden, damit wir sehen, wie die Website genutzt wird, etwa welche Seiten wie lange aufgerufen werden. Wir nutzen diese Statistiken, um die Website zu verbessern.',
      fr: 'Utilisé par Google Analytics pour distinguer les visiteurs et leurs visites, afin que nous puissions voir comment le site est utilisé, par exemple quelles pages sont consultées et pendant combien de temps. Nous utilisons ces statistiques pour améliorer le site.',
    },
  },
  {
    services: ['Google Ads', 'DoubleClick (Google)', 'DoubleClick/Google Marketing'],
    category: 'advertising',
    text: {
      en_us:
        'Used by Google to measure whether a visit or purchase on this website follows a click on one of our ads, and to show you relevant ads, also on other websites. Google may use it to recognize your browser across websites.',
      en_uk:
        'Used by Google to measure whether a visit or purchase on this website follows a click on one of our ads, and to show you relevant ads, also on other websites. Google may use it to recognise your browser across websites.',
      de: 'Wird von Google verwendet, um zu messen, ob ein Besuch oder Kauf auf dieser Website auf einen Klick auf eine unserer Anzeigen folgt, und um Ihnen relevante Werbung anzuzeigen, auch auf anderen Websites. Google kann damit Ihren Browser websiteübergreifend wiedererkennen.',
      fr: 'Utilisé par Google pour mesurer si une visite ou un achat sur ce site fait suite à un clic sur l’une de nos annonces, et pour vous présenter des publicités pertinentes, y compris sur d’autres sites. Google peut s’en servir pour reconnaître votre navigateur d’un site à l’autre.',
    },
  },
  {
    services: ['Facebook', 'Meta Pixel'],
    category: 'advertising',
    text: {
      en_us:
        'Used by the Meta Pixel to measure whether people who saw or clicked our ads on Facebook or Instagram go on to visit or buy on this website, and to show our ads to people who have visited it. Meta may link this to your Facebook or Instagram account.',
      en_uk:
        'Used by the Meta Pixel to measure whether people who saw or clicked our ads on Facebook or Instagram go on to visit or buy on this website, and to show our ads to people who have visited it. Meta may link this to your Facebook or Instagram account.',
      de: 'Wird vom Meta-Pixel verwendet, um zu messen, ob Personen, die unsere Anzeigen auf Facebook oder Instagram gesehen oder angeklickt haben, danach diese Website besuchen oder hier einkaufen, und um Besuchern dieser Website unsere Anzeigen zu zeigen. Meta kann dies mit Ihrem Facebook- oder Instagram-Konto verknüpfen.',
      fr: 'Utilisé par le pixel Meta pour mesurer si les personnes qui ont vu nos publicités sur Facebook ou Instagram, ou cliqué dessus, visitent ensuite ce site ou y effectuent un achat, et pour montrer nos publicités aux personnes qui l’ont visité. Meta peut rapprocher ces informations de votre compte Facebook ou Instagram.',
    },
  },
  {
    services: ['Facebook'],
    category: 'social_networking',
    text: {
      en_us:
        'Used by Facebook for its features embedded in this website, such as Like and Share buttons, comments and embedded posts. Meta can use it to recognize you, also when you are logged in to Facebook, and for advertising.',
      en_uk:
        'Used by Facebook for its features embedded in this website, such as Like and Share buttons, comments and embedded posts. Meta can use it to recognise you, also when you are logged in to Facebook, and for advertising.',
      de: 'Wird von Facebook für eingebettete Funktionen auf dieser Website verwendet, etwa „Gefällt mir“- und „Teilen“-Buttons, Kommentare und eingebettete Beiträge. Meta kann Sie damit wiedererkennen, auch wenn Sie bei Facebook angemeldet sind, und es für Werbung nutzen.',
      fr: 'Utilisé par Facebook pour ses fonctionnalités intégrées à ce site, comme les boutons « J’aime » et « Partager », les commentaires et les publications intégrées. Meta peut s’en servir pour vous reconnaître, y compris lorsque vous avez une session Facebook ouverte, et à des fins publicitaires.',
    },
  },
  {
    services: ['YouTube'],
    category: 'social_networking',
    text: {
      en_us:
        'Used by YouTube to play videos embedded in this website, to count views and to remember your player settings. Google can use it to recognize your browser and to tailor video recommendations and ads.',
      en_uk:
        'Used by YouTube to play videos embedded in this website, to count views and to remember your player settings. Google can use it to recognise your browser and to tailor video recommendations and ads.',
      de: 'Wird von YouTube verwendet, um auf dieser Website eingebettete Videos abzuspielen, Aufrufe zu zählen und Ihre Player-Einstellungen zu speichern. Google kann damit Ihren Browser wiedererkennen und Videoempfehlungen und Werbung auf Sie zuschneiden.',
      fr: 'Utilisé par YouTube pour lire les vidéos intégrées à ce site, compter les vues et mémoriser vos réglages du lecteur. Google peut s’en servir pour reconnaître votre navigateur et adapter les recommandations de vidéos et les publicités.',
    },
  },
  {
    services: ['LinkedIn', 'LinkedIn Insight Tag'],
    category: 'advertising',
    text: {
      en_us:
        'Used by the LinkedIn Insight Tag to measure whether LinkedIn members who saw our ads visit this website, and to show our ads on LinkedIn to people who have visited it.',
      en_uk:
        'Used by the LinkedIn Insight Tag to measure whether LinkedIn members who saw our ads visit this website, and to show our ads on LinkedIn to people who have visited it.',
      de: 'Wird vom LinkedIn Insight Tag verwendet, um zu messen, ob LinkedIn-Mitglieder, die unsere Anzeigen gesehen haben, diese Website besuchen, und um Besuchern dieser Website unsere Anzeigen auf LinkedIn zu zeigen.',
      fr: 'Utilisé par le LinkedIn Insight Tag pour mesurer si les membres de LinkedIn qui ont vu nos publicités visitent ce site, et pour montrer nos publicités sur LinkedIn aux personnes qui l’ont visité.',
    },
  },
  {
    services: ['Microsoft Clarity', 'Hotjar', 'Crazy Egg', 'Inspectlet', 'Lucky Orange'],
    category: 'analytics',
    text: {
      en_us:
        'Used by {service} to record how visitors use our pages, such as clicks, scrolling and mouse movements, as session recordings and heat maps that help us improve the website.',
      en_uk:
        'Used by {service} to record how visitors use our pages, such as clicks, scrolling and mouse movements, as session recordings and heat maps that help us improve the website.',
      de: 'Wird von {service} verwendet, um aufzuzeichnen, wie Besucher unsere Seiten nutzen, etwa Klicks, Scrollen und Mausbewegungen, als Sitzungsaufzeichnungen und Heatmaps, die uns helfen, die Website zu verbessern.',
      fr: 'Utilisé par {service} pour enregistrer la façon dont les visiteurs utilisent nos pages, comme les clics, le défilement et les mouvements de la souris, sous forme d’enregistrements de session et de cartes de chaleur qui nous aident à améliorer le site.',
    },
  },
];

const index = new Map(
  SERVICE_TEXTS.flatMap((s) => s.services.map((name) => [`${name.toLowerCase()}|${s.category}`, s.text] as const)),
);

/** The service's own description for a cookie of `category`, or undefined when the category text says it all. */
export function serviceDescriptions(service: string, category: KnownCategory): Descriptions | undefined {
  const text = index.get(`${service.toLowerCase()}|${category}`);
  if (!text) return undefined;
  const fill = (s: string) => s.replaceAll('{service}', service);
  return { en_us: fill(text.en_us), en_uk: fill(text.en_uk), de: fill(text.de), fr: fill(text.fr) };
}
