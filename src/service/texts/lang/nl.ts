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
    third_party_note:
      'Als u een categorie weigert, verwijderen we de eigen cookies van deze website in die categorie; cookies van andere websites kunt u alleen in de instellingen van uw browser verwijderen.',
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
    version: 'Versie {number}',
    versions_title: 'Alle versies van dit beleid',
    earlier_version: 'Dit is een eerdere versie van dit beleid.',
    current_version: 'Lees de huidige versie',
  },
  legal: {
    controller_title: 'Wie is verantwoordelijk',
    controller_body: 'De verwerkingsverantwoordelijke voor de persoonsgegevens die via cookies op {website} worden verwerkt, is:',
    controller_fallback: 'De beheerder van deze website. Zijn contactgegevens staan op de pagina’s van de website.',
    dpo: 'Functionaris voor gegevensbescherming',
    dpo_none: 'Er is geen functionaris voor gegevensbescherming aangewezen; gebruikt u de contactgegevens hierboven.',
    dpo_none_alone: 'Er is geen functionaris voor gegevensbescherming aangewezen.',
    basis_title: 'Doeleinden en rechtsgrond',
    basis_body:
      'Wij slaan alleen informatie op uw apparaat op of lezen die daarvan uit wanneer dat strikt noodzakelijk is om de website te leveren waar u om vroeg, of met uw toestemming (e-privacyrichtlijn, art. 5, lid 3). De tabel noemt het doel van elke categorie cookies en de rechtsgrond van de verwerking.',
    category: 'Categorie',
    purpose: 'Doel',
    legal_basis: 'Rechtsgrond',
    basis_necessary:
      'Strikt noodzakelijk: ons gerechtvaardigd belang bij een veilige, werkende website (art. 6, lid 1, onder f, AVG)',
    basis_consent: 'Uw toestemming (art. 6, lid 1, onder a, AVG)',
    providers_title: 'Aanbieders, ontvangers en doorgiften',
    providers_body: 'Deze aanbieders ontvangen via hun cookies op deze website informatie.',
    providers_none: 'Behalve wij ontvangt geen enkele aanbieder via cookies op deze website informatie.',
    service: 'Dienst',
    country: 'Land',
    safeguard: 'Waarborg voor de doorgifte',
    retention: 'Bewaartermijn',
    country_unknown: 'Onbekend',
    transfers:
      'Sommige aanbieders verwerken mogelijk gegevens buiten de Europese Economische Ruimte (EER). Als er voor hun land geen adequaatheidsbesluit van de Europese Commissie is, vindt de doorgifte plaats met uw toestemming (art. 49, lid 1, onder a, AVG) of met waarborgen die de aanbieder biedt, zoals de modelcontractbepalingen van de Europese Commissie (art. 46); u kunt ons om een kopie vragen.',
    safeguard_eea: 'Niet nodig: binnen de EER',
    safeguard_adequate: 'Adequaatheidsbesluit van de Europese Commissie (art. 45 AVG)',
    safeguard_dpf: 'EU-VS-kader voor gegevensbescherming (art. 45 AVG)',
    safeguard_none: 'Geen adequaatheidsbesluit: uw toestemming (art. 49, lid 1, onder a, AVG)',
    safeguard_unknown: 'Land onbekend: vraag het ons',
    retention_title: 'Hoe lang gegevens worden bewaard',
    retention_body:
      'Elke cookie wordt bewaard gedurende de termijn in de tabellen hierboven, tenzij u hem eerder verwijdert. Uw cookiekeuze wordt maximaal 13 maanden in uw browser bewaard; daarna vragen wij het opnieuw.',
    record_retention:
      'Om uw toestemming te kunnen aantonen (art. 7, lid 1, AVG) bewaren wij van elke keuze een registratie: de keuze, datum en tijd, de pagina, de taal en regio, een willekeurige code van uw browser en uw IP-adres zonder het laatste deel. Wij bewaren deze registratie zolang deze website onze toestemmingsdienst gebruikt en verwijderen haar samen met de website.',
    rights_title: 'Uw rechten',
    rights_body:
      'U hebt het recht op inzage in de persoonsgegevens die wij over u hebben (art. 15 AVG), op rectificatie (art. 16) of wissing (art. 17), op beperking van de verwerking (art. 18), op overdraagbaarheid van gegevens (art. 20) en om bezwaar te maken tegen verwerking op grond van onze gerechtvaardigde belangen (art. 21). U kunt uw toestemming altijd intrekken, zonder dat dit afbreuk doet aan de rechtmatigheid van de verwerking vóór de intrekking (art. 7, lid 3). Neemt u contact met ons op om deze rechten uit te oefenen.',
    complaint_title: 'Klacht bij een toezichthoudende autoriteit',
    complaint_body:
      'U hebt het recht een klacht in te dienen bij een toezichthoudende autoriteit, met name in de EU-lidstaat waar u gewoonlijk verblijft, waar u werkt of waar de vermeende inbreuk plaatsvond (art. 77 AVG).',
    authority: 'Onze toezichthoudende autoriteit',
    authority_fallback: 'de gegevensbeschermingsautoriteit van het land waar u woont of werkt',
    further_title: 'Meer informatie',
    obligation:
      'U bent wettelijk noch contractueel verplicht andere dan strikt noodzakelijke cookies te accepteren. Accepteert u ze niet, dan werkt de website nog steeds; alleen de functies die ervan afhangen, zijn niet beschikbaar.',
    automated:
      'Wij nemen geen besluiten die uitsluitend op geautomatiseerde verwerking, waaronder profilering, berusten en waaraan voor u rechtsgevolgen zijn verbonden of die u anderszins in aanmerkelijke mate treffen (art. 22 AVG).',
    notice_title: 'Kennisgeving bij verzameling',
    notice_body:
      'Categorieën persoonlijke informatie die wij via cookies verzamelen: {categories}. Wij verzamelen ze voor de doeleinden die hierboven bij elke categorie cookies staan. Advertentie- en analysepartners kunnen ze ontvangen, wat volgens Californisch recht kan gelden als „verkoop” of „delen” van persoonlijke informatie. Wij bewaren ze gedurende de termijnen in dit beleid.',
    pi_categories_fallback:
      'identificatoren (zoals cookie- en online-identificatoren), informatie over internet- of andere elektronische netwerkactiviteit (zoals de pagina’s die u bekijkt en hoe u ermee omgaat) en een globale locatie afgeleid van uw IP-adres',
    ccpa_rights_title: 'Uw privacyrechten volgens Californisch recht',
    ccpa_rights_body:
      'Als u in Californië woont, hebt u het recht te weten welke persoonlijke informatie wij verzamelen, gebruiken, openbaar maken, verkopen en delen, op inzage daarin, op verwijdering of correctie, om u af te melden voor verkoop of delen ervan en om niet gediscrimineerd te worden omdat u deze rechten uitoefent (Cal. Civ. Code §§ 1798.100–1798.125). Neemt u voor een verzoek contact met ons op via de gegevens hierboven; wij controleren elk verzoek voordat wij het beantwoorden.',
    opt_out_body:
      'U hebt het recht u af te melden voor de verkoop of het delen van uw persoonlijke informatie (Cal. Civ. Code § 1798.120). Kies „{label}” in de cookiebanner of zet advertentiecookies uit in de cookievoorkeuren; een account is niet nodig. Zodra u zich afmeldt, stoppen wij met het verkopen of delen van uw persoonlijke informatie.',
    gpc_title: 'Global Privacy Control',
    gpc_body:
      'Wij behandelen een Global Privacy Control-signaal (GPC) van uw browser als een geldig verzoek om u voor die browser af te melden voor de verkoop of het delen van uw persoonlijke informatie (11 CCR § 7025). Als uw browser het verstuurt, blijven advertentiecookies uit zonder dat u iets hoeft te doen.',
    gpc_on: 'Status: uw browser verstuurt een GPC-signaal en wij respecteren het.',
    gpc_off: 'Status: uw browser verstuurt geen GPC-signaal.',
    gpc_unknown: 'Status: het signaal wordt gecontroleerd telkens wanneer uw browser deze website opent.',
  },
  tcf: {
    notice: 'Wij en onze {count} leveranciers (IAB TCF) gebruiken uw gegevens voor deze doeleinden:',
    open: 'Leveranciers en doeleinden (IAB TCF)',
    title: 'Leveranciers en doeleinden',
    purposes: 'Doeleinden',
    specialPurposes: 'Speciale doeleinden',
    features: 'Functies',
    specialFeatures: 'Speciale functies',
    vendors: 'Leveranciers ({count})',
    consent: 'Toestemming',
    object: 'Bezwaar maken tegen gerechtvaardigd belang',
    legitimateInterest: 'Gerechtvaardigd belang',
    retention: 'Bewaartermijn: {days} dagen',
    dataCategories: 'Verzamelde gegevens',
    privacy: 'Privacybeleid',
    google: 'Advertentietechnologieaanbieders van Google buiten de leverancierslijst ({count})',
    save: 'Deze keuzes opslaan',
    close: 'Sluiten',
  },
};
