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
    third_party_note:
      'Når du afviser en kategori, sletter vi dette websites egne cookies i den; cookies fra andre websites kan kun slettes i din browsers indstillinger.',
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
    version: 'Version {number}',
    versions_title: 'Alle versioner af denne politik',
    earlier_version: 'Dette er en tidligere version af denne politik.',
    current_version: 'Læs den gældende version',
  },
  legal: {
    controller_title: 'Hvem er ansvarlig',
    controller_body: 'Dataansvarlig for de personoplysninger, der behandles via cookies på {website}, er:',
    controller_fallback: 'Den, der driver dette website. Kontaktoplysningerne står på websitets sider.',
    dpo: 'Databeskyttelsesrådgiver',
    dpo_none: 'Der er ikke udpeget en databeskyttelsesrådgiver; brug kontaktoplysningerne ovenfor.',
    dpo_none_alone: 'Der er ikke udpeget en databeskyttelsesrådgiver.',
    basis_title: 'Formål og retsgrundlag',
    basis_body:
      'Vi gemmer kun oplysninger på din enhed eller læser dem derfra, når det er strengt nødvendigt for at levere det website, du har bedt om, eller med dit samtykke (e-databeskyttelsesdirektivet, art. 5, stk. 3). Tabellen viser formålet med hver kategori af cookies og retsgrundlaget for behandlingen.',
    category: 'Kategori',
    purpose: 'Formål',
    legal_basis: 'Retsgrundlag',
    basis_necessary:
      'Strengt nødvendige: vores legitime interesse i et sikkert website, der virker (GDPR art. 6, stk. 1, litra f)',
    basis_consent: 'Dit samtykke (GDPR art. 6, stk. 1, litra a)',
    providers_title: 'Udbydere, modtagere og overførsler',
    providers_body: 'Disse udbydere modtager oplysninger via deres cookies på dette website.',
    providers_none: 'Ingen anden udbyder end os modtager oplysninger via cookies på dette website.',
    service: 'Tjeneste',
    country: 'Land',
    safeguard: 'Garanti for overførslen',
    retention: 'Opbevaring',
    country_unknown: 'Ukendt',
    transfers:
      'Nogle udbydere kan behandle data uden for Det Europæiske Økonomiske Samarbejdsområde (EØS). Hvis der ikke findes en tilstrækkelighedsafgørelse fra Europa-Kommissionen for deres land, sker overførslen med dit samtykke (GDPR art. 49, stk. 1, litra a) eller med garantier, som udbyderen tilbyder, fx Europa-Kommissionens standardkontraktbestemmelser (art. 46); du kan bede os om en kopi.',
    safeguard_eea: 'Ikke nødvendig: inden for EØS',
    safeguard_adequate: 'Europa-Kommissionens tilstrækkelighedsafgørelse (GDPR art. 45)',
    safeguard_dpf: 'EU-USA-databeskyttelsesrammen (GDPR art. 45)',
    safeguard_none: 'Ingen tilstrækkelighedsafgørelse: dit samtykke (GDPR art. 49, stk. 1, litra a)',
    safeguard_unknown: 'Land ukendt: spørg os',
    retention_title: 'Hvor længe data opbevares',
    retention_body:
      'Hver cookie opbevares i den levetid, der står i tabellerne ovenfor, medmindre du sletter den før. Dit cookievalg gemmes i din browser i højst 13 måneder; derefter spørger vi igen.',
    record_retention:
      'For at kunne dokumentere dit samtykke (GDPR art. 7, stk. 1) gemmer vi en registrering af hvert valg: valget, dato og klokkeslæt, siden, sproget og regionen, et tilfældigt id for din browser og din IP-adresse uden den sidste del. Vi opbevarer registreringen, så længe dette website bruger vores samtykketjeneste, og sletter den sammen med websitet.',
    rights_title: 'Dine rettigheder',
    rights_body:
      'Du har ret til indsigt i de personoplysninger, vi har om dig (GDPR art. 15), til berigtigelse (art. 16) eller sletning (art. 17), til begrænsning af behandlingen (art. 18), til dataportabilitet (art. 20) og til at gøre indsigelse mod behandling, der bygger på vores legitime interesser (art. 21). Du kan altid trække dit samtykke tilbage, uden at det påvirker lovligheden af behandlingen før tilbagetrækningen (art. 7, stk. 3). Kontakt os for at bruge disse rettigheder.',
    complaint_title: 'Klage til en tilsynsmyndighed',
    complaint_body:
      'Du har ret til at klage til en tilsynsmyndighed, navnlig i den EU-medlemsstat, hvor du har dit sædvanlige opholdssted, dit arbejdssted eller hvor den påståede overtrædelse fandt sted (GDPR art. 77).',
    authority: 'Vores tilsynsmyndighed',
    authority_fallback: 'databeskyttelsesmyndigheden i det land, hvor du bor eller arbejder',
    further_title: 'Yderligere oplysninger',
    obligation:
      'Du har hverken efter lov eller kontrakt pligt til at acceptere andre cookies end de strengt nødvendige. Hvis du ikke accepterer dem, virker websitet stadig; kun de funktioner, der bygger på dem, er ikke tilgængelige.',
    automated:
      'Vi træffer ikke afgørelser, der alene er baseret på automatisk behandling, herunder profilering, som har retsvirkning for dig eller på tilsvarende vis betydeligt påvirker dig (GDPR art. 22).',
    notice_title: 'Meddelelse ved indsamling',
    notice_body:
      'Kategorier af personoplysninger, vi indsamler via cookies: {categories}. Vi indsamler dem til de formål, der er beskrevet ovenfor for hver kategori af cookies. Annonce- og analysepartnere kan modtage dem, hvilket efter californisk ret kan regnes som „salg“ eller „deling“ af personoplysninger. Vi opbevarer dem i de perioder, der står i denne politik.',
    pi_categories_fallback:
      'identifikatorer (fx cookie- og onlineidentifikatorer), oplysninger om aktivitet på internettet eller andre elektroniske netværk (fx de sider, du ser, og hvordan du bruger dem) og en omtrentlig placering udledt af din IP-adresse',
    ccpa_rights_title: 'Dine rettigheder efter californisk ret',
    ccpa_rights_body:
      'Hvis du bor i Californien, har du ret til at vide, hvilke personoplysninger vi indsamler, bruger, videregiver, sælger og deler, til at få adgang til dem, til at få dem slettet eller rettet, til at fravælge salg eller deling af dem og til ikke at blive forskelsbehandlet, fordi du bruger disse rettigheder (Cal. Civ. Code §§ 1798.100–1798.125). Kontakt os via oplysningerne ovenfor for at fremsætte en anmodning; vi kontrollerer hver anmodning, før vi besvarer den.',
    opt_out_body:
      'Du har ret til at fravælge salg eller deling af dine personoplysninger (Cal. Civ. Code § 1798.120). Vælg „{label}“ i cookiebanneret, eller slå annoncecookies fra i cookieindstillingerne; du behøver ingen konto. Så snart du fravælger, holder vi op med at sælge eller dele dine personoplysninger.',
    gpc_title: 'Global Privacy Control',
    gpc_body:
      'Vi behandler et Global Privacy Control-signal (GPC) fra din browser som en gyldig anmodning om at fravælge salg eller deling af dine personoplysninger for den browser (11 CCR § 7025). Når din browser sender det, forbliver annoncecookies slået fra, uden at du skal gøre noget.',
    gpc_on: 'Status: din browser sender et GPC-signal, og vi respekterer det.',
    gpc_off: 'Status: din browser sender ikke et GPC-signal.',
    gpc_unknown: 'Status: signalet kontrolleres, hver gang din browser åbner dette website.',
  },
  tcf: {
    notice: 'Vi og vores {count} leverandører (IAB TCF) bruger dine data til disse formål:',
    open: 'Leverandører og formål (IAB TCF)',
    title: 'Leverandører og formål',
    purposes: 'Formål',
    specialPurposes: 'Særlige formål',
    features: 'Funktioner',
    specialFeatures: 'Særlige funktioner',
    vendors: 'Leverandører ({count})',
    consent: 'Samtykke',
    object: 'Gør indsigelse mod legitim interesse',
    legitimateInterest: 'Legitim interesse',
    retention: 'Opbevaring: {days} dage',
    dataCategories: 'Indsamlede data',
    privacy: 'Privatlivspolitik',
    google: 'Googles annonceteknologiudbydere uden for leverandørlisten ({count})',
    save: 'Gem disse valg',
    close: 'Luk',
  },
};
