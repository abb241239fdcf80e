import type { LanguagePack } from './pack.ts';

/** Swedish (du: the usual address in Swedish, also formally). */
export const sv: LanguagePack = {
  tag: 'sv',
  texts: {
    banner_label: 'Samtycke till kakor',
    banner_title: 'Vi värnar om din integritet',
    accept_all: 'Godkänn alla',
    decline: 'Avvisa alla',
    decline_opt_out: 'Sälj eller dela inte mina personuppgifter',
    preferences: 'Anpassa',
    policy_link: 'Kakpolicy',
    pc_title: 'Inställningar för kakor',
    pc_body:
      'Välj vilka kakor den här webbplatsen får använda. Nödvändiga kakor är alltid aktiva eftersom webbplatsen inte fungerar utan dem. Du kan när som helst ändra ditt val.',
    save: 'Spara mina val',
    decline_all: 'Avvisa alla',
    close: 'Stäng',
    always_on: 'Alltid aktiva',
    no_cookies: 'Webbplatsen använder inga kakor i den här kategorin.',
    cookie_name: 'Namn',
    cookie_domain: 'Domän',
    cookie_lifetime: 'Lagringstid',
    cookie_description: 'Beskrivning',
    cookie_count: 'Kakor ({count})',
    service_policy: 'Integritetspolicy för {service}',
    new_tab: '(öppnas i en ny flik)',
    service_unknown: 'Okänd leverantör',
    gpc_honoured:
      'Din webbläsare skickade en Global Privacy Control-signal. Vi har respekterat den som en begäran om att inte sälja eller dela dina personuppgifter.',
    opt_out_notice:
      'Enligt kalifornisk lag och liknande lagar i andra amerikanska delstater kan det räknas som ”försäljning” eller ”delning” av dina personuppgifter när våra partner tar emot information via kakor på den här webbplatsen. Du har rätt att när som helst motsätta dig detta.',
    scroll_notice:
      'Om du fortsätter att skrolla på sidan räknas det som samtycke till alla kakor. Du kan välja annorlunda med knapparna i det här meddelandet och när som helst ändra ditt val.',
    gpc_note: 'Global Privacy Control respekteras: vi säljer eller delar inte dina personuppgifter.',
    pref_button: 'Inställningar för kakor',
    blocked_content: 'Innehållet är blockerat tills du tillåter kakor i kategorin ”{category}”.',
    allow_category: 'Tillåt kakor i kategorin ”{category}”',
    cat_essential: 'Nödvändiga',
    cat_essential_desc:
      'Behövs för att webbplatsen ska fungera, till exempel för att hålla den säker och komma ihåg dina val om kakor. De kan inte stängas av.',
    cat_performance: 'Funktionella',
    cat_performance_desc: 'Kommer ihåg dina inställningar, som språk eller region, så att webbplatsen fungerar bättre för dig.',
    cat_analytics: 'Statistik',
    cat_analytics_desc: 'Hjälper oss att förstå hur besökare använder webbplatsen så att vi kan förbättra den.',
    cat_advertising: 'Marknadsföring',
    cat_advertising_desc: 'Används av oss och våra partner för att visa dig relevanta annonser och mäta hur väl de fungerar.',
    cat_social_networking: 'Sociala medier',
    cat_social_networking_desc:
      'Gör det möjligt att dela innehåll i sociala medier och att visa innehåll därifrån, till exempel inbäddade inlägg och videor.',
    cat_unclassified: 'Ej klassificerade',
    cat_unclassified_desc: 'Kakor som vi ännu inte har klassificerat.',
  },
  body: {
    base: 'Vi använder kakor (cookies) och liknande tekniker för att driva den här webbplatsen och förstå hur den används.',
    personalized_content: 'De hjälper oss att anpassa innehållet efter dig.',
    running_targeted_advertising: 'De gör det också möjligt för oss att visa dig annonser utifrån dina intressen.',
    share_data_to_3rd_party:
      'Vi delar information om hur du använder webbplatsen med tredje parter, till exempel våra annons- och analyspartner.',
    choice: 'Du bestämmer själv vilka kakor du tillåter och kan när som helst ändra ditt val.',
  },
  session: 'Session',
  policy: {
    title: 'Kakpolicy',
    intro: 'Den här kakpolicyn förklarar hur {website} använder kakor och liknande tekniker och vilka val du har.',
    what_title: 'Vad är kakor?',
    what_body:
      'Kakor (cookies) är små textfiler som en webbplats sparar i din webbläsare. Liknande tekniker, som lokal lagring och spårningspixlar, fungerar på nästan samma sätt; i den här policyn kallar vi dem alla för kakor.',
    use_title: 'Så använder vi kakor',
    use_body:
      'Vi använder nödvändiga kakor för att driva webbplatsen. Alla andra kakor använder vi bara med ditt samtycke eller, där lagen tillåter det, tills du invänder.',
    list_title: 'Kakor som vi använder',
    list_body: 'Tabellerna nedan visar webbplatsens kakor, grupperade efter kategori.',
    none: 'Webbplatsen använder för närvarande inga kakor.',
    provider: 'Leverantör',
    provider_policy: 'Integritetspolicy',
    change_title: 'Så ändrar du ditt val',
    change_body:
      'Du kan när som helst ändra eller återkalla ditt samtycke. Du kan också radera kakor i webbläsarens inställningar.',
    change_button: 'Ändra mitt val',
    change_elsewhere: 'Det gör du i inställningarna för kakor på valfri sida på vår webbplats.',
    contact_title: 'Kontakt',
    contact_body: 'Om du har frågor om den här policyn är du välkommen att kontakta oss:',
    email: 'E-post',
    phone: 'Telefon',
    updated: 'Senast uppdaterad: {date}',
    missing_title: 'Dokumentet hittades inte',
    missing_body: 'Den här kakpolicyn finns inte eller har inte publicerats ännu.',
  },
};
