import type { LanguagePack } from './pack.ts';

/** Danish (du: the usual address in Danish, also formally). */
export const da: LanguagePack = {
  tag: 'da',
  texts: {
    banner_label: 'Samtykke til cookies',
    banner_title: 'Vi passer på dit privatliv',
    accept_all: 'Accepter alle',
    decline: 'Afvis alle',
    decline_opt_out: 'Sælg eller del ikke mine personoplysninger',
    preferences: 'Tilpas',
    policy_link: 'Cookiepolitik',
    pc_title: 'Cookieindstillinger',
    pc_body:
      'Vælg, hvilke cookies dette website må bruge. Nødvendige cookies er altid slået til, fordi websitet ikke kan fungere uden dem. Du kan til enhver tid ændre dit valg.',
    save: 'Gem mine valg',
    decline_all: 'Afvis alle',
    close: 'Luk',
    always_on: 'Altid aktive',
    no_cookies: 'Dette website bruger ingen cookies i denne kategori.',
    cookie_name: 'Navn',
    cookie_domain: 'Domæne',
    cookie_lifetime: 'Udløb',
    cookie_description: 'Beskrivelse',
    cookie_count: 'Cookies ({count})',
    service_policy: 'Privatlivspolitik for {service}',
    new_tab: '(åbner i en ny fane)',
    service_unknown: 'Ukendt udbyder',
    gpc_honoured:
      'Din browser har sendt et Global Privacy Control-signal. Vi har respekteret det som en anmodning om ikke at sælge eller dele dine personoplysninger.',
    opt_out_notice:
      'Efter californisk lov og lignende love i andre amerikanske delstater kan det udgøre et »salg« eller en »deling« af dine personoplysninger, når vores partnere modtager oplysninger via cookies på dette website. Du har til enhver tid ret til at fravælge dette.',
    scroll_notice:
      'Hvis du fortsætter med at scrolle på denne side, gælder det som samtykke til alle cookies. Du kan vælge anderledes med knapperne i denne meddelelse og til enhver tid ændre dit valg.',
    gpc_note: 'Global Privacy Control respekteret: Vi sælger eller deler ikke dine personoplysninger.',
    pref_button: 'Cookieindstillinger',
    blocked_content: 'Dette indhold er blokeret, indtil du tillader cookies i kategorien »{category}«.',
    allow_category: 'Tillad cookies i kategorien »{category}«',
    cat_essential: 'Nødvendige',
    cat_essential_desc:
      'Nødvendige for at websitet kan fungere, for eksempel for at holde det sikkert og huske dine cookievalg. De kan ikke slås fra.',
    cat_performance: 'Funktionelle',
    cat_performance_desc: 'Husker dine indstillinger, som sprog eller region, så websitet fungerer bedre for dig.',
    cat_analytics: 'Statistik',
    cat_analytics_desc: 'Hjælper os med at forstå, hvordan besøgende bruger websitet, så vi kan forbedre det.',
    cat_advertising: 'Markedsføring',
    cat_advertising_desc: 'Bruges af os og vores partnere til at vise dig relevante annoncer og måle, hvor godt de virker.',
    cat_social_networking: 'Sociale medier',
    cat_social_networking_desc:
      'Gør det muligt at dele indhold på sociale medier og vise indhold derfra, for eksempel indlejrede opslag og videoer.',
    cat_unclassified: 'Ikke klassificerede',
    cat_unclassified_desc: 'Cookies, som vi endnu ikke har klassificeret.',
  },
  body: {
    base: 'Vi bruger cookies og lignende teknologier til at drive dette website og forstå, hvordan det bliver brugt.',
    personalized_content: 'De hjælper os med at tilpasse indholdet til dig.',
    running_targeted_advertising: 'De giver os også mulighed for at vise dig annoncer, der passer til dine interesser.',
    share_data_to_3rd_party:
      'Vi deler oplysninger om din brug af dette website med tredjeparter, for eksempel vores annonce- og analysepartnere.',
    choice: 'Du bestemmer selv, hvilke cookies du tillader, og du kan til enhver tid ændre dit valg.',
  },
  session: 'Session',
  policy: {
    title: 'Cookiepolitik',
    intro:
      'Denne cookiepolitik forklarer, hvordan {website} bruger cookies og lignende teknologier, og hvilke valgmuligheder du har.',
    what_title: 'Hvad er cookies?',
    what_body:
      'Cookies er små tekstfiler, som et website gemmer i din browser. Lignende teknologier, såsom lokal lagring og sporingspixels, fungerer på næsten samme måde; i denne politik kalder vi dem alle cookies.',
    use_title: 'Sådan bruger vi cookies',
    use_body:
      'Vi bruger nødvendige cookies til at drive websitet. Alle andre cookies bruger vi kun med dit samtykke eller, hvor loven tillader det, indtil du gør indsigelse.',
    list_title: 'De cookies, vi bruger',
    list_body: 'Tabellerne nedenfor viser cookies på dette website, grupperet efter kategori.',
    none: 'Dette website bruger i øjeblikket ingen cookies.',
    provider: 'Udbyder',
    provider_policy: 'Privatlivspolitik',
    change_title: 'Sådan ændrer du dit valg',
    change_body:
      'Du kan til enhver tid ændre eller trække dit samtykke tilbage. Du kan også slette cookies i din browsers indstillinger.',
    change_button: 'Ændr mit valg',
    change_elsewhere: 'Det gør du i cookieindstillingerne på en hvilken som helst side af vores website.',
    contact_title: 'Kontakt',
    contact_body: 'Hvis du har spørgsmål til denne politik, er du velkommen til at kontakte os:',
    email: 'E-mail',
    phone: 'Telefon',
    updated: 'Senest opdateret: {date}',
    missing_title: 'Dokumentet blev ikke fundet',
    missing_body: 'Denne cookiepolitik findes ikke eller er endnu ikke offentliggjort.',
  },
};
