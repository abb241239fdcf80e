import type { LanguagePack } from './pack.ts';

/** Dutch, formal address (u). */
export const nl: LanguagePack = {
  tag: 'nl',
  texts: {
    banner_label: 'Cookietoestemming',
    banner_title: 'Wij respecteren uw privacy',
    accept_all: 'Alles accepteren',
    decline: 'Alles weigeren',
    decline_opt_out: 'Mijn persoonsgegevens niet verkopen of delen',
    preferences: 'Aanpassen',
    policy_link: 'Cookiebeleid',
    pc_title: 'Cookievoorkeuren',
    pc_body:
      'Kies welke cookies deze website mag gebruiken. Noodzakelijke cookies staan altijd aan, omdat de website zonder deze cookies niet werkt. U kunt uw keuze op elk moment wijzigen.',
    save: 'Mijn keuze opslaan',
    decline_all: 'Alles weigeren',
    close: 'Sluiten',
    always_on: 'Altijd actief',
    no_cookies: 'Deze website gebruikt geen cookies in deze categorie.',
    cookie_name: 'Naam',
    cookie_domain: 'Domein',
    cookie_lifetime: 'Bewaartermijn',
    cookie_description: 'Beschrijving',
    cookie_count: 'Cookies ({count})',
    service_policy: 'Privacybeleid van {service}',
    new_tab: '(opent in een nieuw tabblad)',
    service_unknown: 'Onbekende aanbieder',
    gpc_honoured:
      'Uw browser heeft een Global Privacy Control-signaal verstuurd. Wij hebben dit opgevat als verzoek om uw persoonsgegevens niet te verkopen of te delen.',
    opt_out_notice:
      'Volgens de wet van Californië en vergelijkbare wetten van andere Amerikaanse staten kan het als ‘verkoop’ of ‘delen’ van uw persoonsgegevens gelden wanneer onze partners via cookies op deze website informatie ontvangen. U hebt het recht hier op elk moment bezwaar tegen te maken.',
    scroll_notice:
      'Als u verder scrolt op deze pagina, geldt dat als toestemming voor alle cookies. Met de knoppen in deze melding kunt u anders kiezen en uw keuze op elk moment wijzigen.',
    gpc_note: 'Global Privacy Control gerespecteerd: wij verkopen of delen uw persoonsgegevens niet.',
    pref_button: 'Cookievoorkeuren',
    blocked_content: 'Deze inhoud is geblokkeerd totdat u cookies in de categorie ‘{category}’ toestaat.',
    allow_category: 'Cookies in de categorie ‘{category}’ toestaan',
    cat_essential: 'Noodzakelijk',
    cat_essential_desc:
      'Nodig om de website te laten werken, bijvoorbeeld om deze te beveiligen en uw cookiekeuzes te onthouden. Deze cookies kunnen niet worden uitgeschakeld.',
    cat_performance: 'Functioneel',
    cat_performance_desc: 'Onthouden uw instellingen, zoals taal of regio, zodat de website beter voor u werkt.',
    cat_analytics: 'Analytisch',
    cat_analytics_desc: 'Helpen ons te begrijpen hoe bezoekers de website gebruiken, zodat wij deze kunnen verbeteren.',
    cat_advertising: 'Advertenties',
    cat_advertising_desc:
      'Worden door ons en onze partners gebruikt om u relevante advertenties te tonen en te meten hoe goed deze werken.',
    cat_social_networking: 'Sociale media',
    cat_social_networking_desc:
      'Maken het mogelijk inhoud te delen op sociale netwerken en inhoud daarvan te tonen, zoals ingesloten berichten en video’s.',
    cat_unclassified: 'Niet ingedeeld',
    cat_unclassified_desc: 'Cookies die wij nog niet hebben ingedeeld.',
  },
  body: {
    base: 'Wij gebruiken cookies en vergelijkbare technieken om deze website te laten werken en te begrijpen hoe deze wordt gebruikt.',
    personalized_content: 'Daarmee stemmen wij de inhoud op u af.',
    running_targeted_advertising: 'Ook kunnen wij u daarmee advertenties tonen die aansluiten bij uw interesses.',
    share_data_to_3rd_party:
      'Wij delen informatie over hoe u deze website gebruikt met derden, zoals onze advertentie- en analysepartners.',
    choice: 'U bepaalt zelf welke cookies u toestaat en kunt uw keuze op elk moment wijzigen.',
  },
  session: 'Sessie',
  policy: {
    title: 'Cookiebeleid',
    intro: 'Dit cookiebeleid legt uit hoe {website} cookies en vergelijkbare technieken gebruikt en welke keuzes u hebt.',
    what_title: 'Wat zijn cookies?',
    what_body:
      'Cookies zijn kleine tekstbestanden die een website in uw browser opslaat. Vergelijkbare technieken, zoals lokale opslag en trackingpixels, werken op vrijwel dezelfde manier; in dit beleid noemen wij ze allemaal cookies.',
    use_title: 'Hoe wij cookies gebruiken',
    use_body:
      'Noodzakelijke cookies gebruiken wij om de website te laten werken. Alle andere cookies gebruiken wij alleen met uw toestemming of, waar de wet dat toestaat, totdat u bezwaar maakt.',
    list_title: 'Welke cookies wij gebruiken',
    list_body: 'In de tabellen hieronder staan de cookies van deze website, ingedeeld per categorie.',
    none: 'Deze website gebruikt momenteel geen cookies.',
    provider: 'Aanbieder',
    provider_policy: 'Privacybeleid',
    change_title: 'Zo wijzigt u uw keuze',
    change_body:
      'U kunt uw toestemming op elk moment wijzigen of intrekken. U kunt cookies ook verwijderen via de instellingen van uw browser.',
    change_button: 'Mijn keuze wijzigen',
    change_elsewhere: 'Open daarvoor de cookievoorkeuren op een willekeurige pagina van onze website.',
    contact_title: 'Contact',
    contact_body: 'Hebt u vragen over dit beleid? Neem dan contact met ons op:',
    email: 'E-mail',
    phone: 'Telefoon',
    updated: 'Laatst bijgewerkt: {date}',
    missing_title: 'Document niet gevonden',
    missing_body: 'Dit cookiebeleid bestaat niet of is nog niet gepubliceerd.',
  },
};
