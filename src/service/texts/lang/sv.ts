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
  legal: {
    controller_title: 'Vem som är ansvarig',
    controller_body: 'Personuppgiftsansvarig för de personuppgifter som behandlas via cookies på {website} är:',
    controller_fallback: 'Den som driver den här webbplatsen. Kontaktuppgifterna finns på webbplatsens sidor.',
    dpo: 'Dataskyddsombud',
    dpo_none: 'Inget dataskyddsombud har utsetts; använd kontaktuppgifterna ovan.',
    basis_title: 'Ändamål och rättslig grund',
    basis_body:
      'Vi lagrar bara information på din enhet eller läser den därifrån när det är absolut nödvändigt för att tillhandahålla den webbplats du har bett om, eller med ditt samtycke (direktivet om integritet och elektronisk kommunikation, art. 5.3). Tabellen visar ändamålet med varje kategori av cookies och den rättsliga grunden för behandlingen.',
    category: 'Kategori',
    purpose: 'Ändamål',
    legal_basis: 'Rättslig grund',
    basis_necessary: 'Absolut nödvändiga: vårt berättigade intresse av en säker webbplats som fungerar (artikel 6.1 f i GDPR)',
    basis_consent: 'Ditt samtycke (artikel 6.1 a i GDPR)',
    providers_title: 'Leverantörer, mottagare och överföringar',
    providers_body: 'Dessa leverantörer får information via sina cookies på den här webbplatsen.',
    providers_none: 'Ingen annan leverantör än vi får information via cookies på den här webbplatsen.',
    service: 'Tjänst',
    country: 'Land',
    safeguard: 'Skyddsåtgärd för överföringen',
    retention: 'Lagringstid',
    country_unknown: 'Okänt',
    transfers:
      'Vissa leverantörer kan behandla uppgifter utanför Europeiska ekonomiska samarbetsområdet (EES). Om det inte finns något beslut om adekvat skyddsnivå från Europeiska kommissionen för deras land sker överföringen med ditt samtycke (artikel 49.1 a i GDPR) eller med skyddsåtgärder som leverantören erbjuder, till exempel Europeiska kommissionens standardavtalsklausuler (artikel 46); du kan be oss om en kopia.',
    safeguard_eea: 'Behövs inte: inom EES',
    safeguard_adequate: 'Europeiska kommissionens beslut om adekvat skyddsnivå (artikel 45 i GDPR)',
    safeguard_dpf: 'Dataskyddsramen mellan EU och USA (artikel 45 i GDPR)',
    safeguard_none: 'Inget beslut om adekvat skyddsnivå: ditt samtycke (artikel 49.1 a i GDPR)',
    safeguard_unknown: 'Okänt land: fråga oss',
    retention_title: 'Hur länge uppgifter sparas',
    retention_body:
      'Varje cookie sparas under den livslängd som anges i tabellerna ovan, om du inte tar bort den tidigare. Ditt cookieval sparas i din webbläsare i högst 13 månader; sedan frågar vi igen.',
    record_retention:
      'För att kunna visa ditt samtycke (artikel 7.1 i GDPR) sparar vi en registrering av varje val: valet, datum och tid, sidan, språket och regionen, ett slumpmässigt id för din webbläsare och din IP-adress utan sista delen. Vi sparar registreringen så länge den här webbplatsen använder vår samtyckestjänst och raderar den tillsammans med webbplatsen.',
    rights_title: 'Dina rättigheter',
    rights_body:
      'Du har rätt till tillgång till de personuppgifter vi har om dig (artikel 15 i GDPR), till rättelse (artikel 16) eller radering (artikel 17), till begränsning av behandlingen (artikel 18), till dataportabilitet (artikel 20) och att invända mot behandling som grundar sig på våra berättigade intressen (artikel 21). Du kan när som helst återkalla ditt samtycke, utan att det påverkar lagligheten i behandlingen innan det återkallades (artikel 7.3). Kontakta oss för att utöva dessa rättigheter.',
    complaint_title: 'Klagomål till en tillsynsmyndighet',
    complaint_body:
      'Du har rätt att lämna in ett klagomål till en tillsynsmyndighet, särskilt i den EU-medlemsstat där du har din vanliga vistelseort, din arbetsplats eller där det påstådda intrånget begicks (artikel 77 i GDPR).',
    authority: 'Vår tillsynsmyndighet',
    authority_fallback: 'dataskyddsmyndigheten i det land där du bor eller arbetar',
    further_title: 'Mer information',
    obligation:
      'Du har ingen lagstadgad eller avtalsenlig skyldighet att godkänna andra cookies än de absolut nödvändiga. Om du inte godkänner dem fungerar webbplatsen ändå; bara de funktioner som bygger på dem är inte tillgängliga.',
    automated:
      'Vi fattar inga beslut som enbart grundas på automatiserad behandling, inbegripet profilering, och som har rättsliga följder för dig eller på liknande sätt i betydande grad påverkar dig (artikel 22 i GDPR).',
    notice_title: 'Meddelande vid insamling',
    notice_body:
      'Kategorier av personuppgifter som vi samlar in via cookies: {categories}. Vi samlar in dem för de ändamål som beskrivs ovan för varje kategori av cookies. Annons- och analyspartner kan ta emot dem, vilket enligt kalifornisk lag kan räknas som ”försäljning” eller ”delning” av personuppgifter. Vi sparar dem under de perioder som anges i den här policyn.',
    pi_categories_fallback:
      'identifierare (till exempel cookie- och onlineidentifierare), information om aktivitet på internet eller andra elektroniska nätverk (till exempel vilka sidor du visar och hur du använder dem) och en ungefärlig plats som härleds från din IP-adress',
    ccpa_rights_title: 'Dina rättigheter enligt kalifornisk lag',
    ccpa_rights_body:
      'Om du bor i Kalifornien har du rätt att få veta vilka personuppgifter vi samlar in, använder, lämnar ut, säljer och delar, att få tillgång till dem, att få dem raderade eller rättade, att avstå från försäljning eller delning av dem och att inte diskrimineras för att du utövar dessa rättigheter (Cal. Civ. Code §§ 1798.100–1798.125). Kontakta oss via uppgifterna ovan för att göra en begäran; vi kontrollerar varje begäran innan vi besvarar den.',
    opt_out_body:
      'Du har rätt att avstå från försäljning eller delning av dina personuppgifter (Cal. Civ. Code § 1798.120). Välj ”{label}” i cookiebannern eller stäng av annonscookies i cookieinställningarna; du behöver inget konto. Så snart du avstår slutar vi sälja eller dela dina personuppgifter.',
    gpc_title: 'Global Privacy Control',
    gpc_body:
      'Vi behandlar en Global Privacy Control-signal (GPC) från din webbläsare som en giltig begäran om att avstå från försäljning eller delning av dina personuppgifter för den webbläsaren (11 CCR § 7025). När din webbläsare skickar den förblir annonscookies avstängda utan att du behöver göra något.',
    gpc_on: 'Status: din webbläsare skickar en GPC-signal, och vi respekterar den.',
    gpc_off: 'Status: din webbläsare skickar ingen GPC-signal.',
    gpc_unknown: 'Status: signalen kontrolleras varje gång din webbläsare öppnar den här webbplatsen.',
  },
};
