import type { LanguagePack } from './pack.ts';

/** Finnish (sinä: the usual address of Finnish websites). */
export const fi: LanguagePack = {
  tag: 'fi',
  texts: {
    banner_label: 'Evästesuostumus',
    banner_title: 'Yksityisyytesi on meille tärkeä',
    accept_all: 'Hyväksy kaikki',
    decline: 'Hylkää kaikki',
    decline_opt_out: 'Älä myy tai jaa henkilötietojani',
    preferences: 'Mukauta',
    policy_link: 'Evästekäytäntö',
    pc_title: 'Evästeasetukset',
    pc_body:
      'Valitse, mitä evästeitä tämä sivusto saa käyttää. Välttämättömät evästeet ovat aina käytössä, koska sivusto ei toimi ilman niitä. Voit muuttaa valintaasi milloin tahansa.',
    save: 'Tallenna valintani',
    decline_all: 'Hylkää kaikki',
    close: 'Sulje',
    always_on: 'Aina käytössä',
    no_cookies: 'Tämä sivusto ei käytä tämän luokan evästeitä.',
    cookie_name: 'Nimi',
    cookie_domain: 'Verkkotunnus',
    cookie_lifetime: 'Voimassaoloaika',
    cookie_description: 'Kuvaus',
    cookie_count: 'Evästeet ({count})',
    service_policy: 'Tietosuojaseloste: {service}',
    new_tab: '(avautuu uuteen välilehteen)',
    service_unknown: 'Tuntematon palveluntarjoaja',
    gpc_honoured:
      'Selaimesi lähetti Global Privacy Control -signaalin. Olemme noudattaneet sitä pyyntönä olla myymättä tai jakamatta henkilötietojasi.',
    opt_out_notice:
      'Kalifornian lain ja muiden Yhdysvaltain osavaltioiden vastaavien lakien mukaan se, että kumppanimme saavat tietoja tämän sivuston evästeiden kautta, voi olla henkilötietojesi ”myymistä” tai ”jakamista”. Sinulla on oikeus kieltää tämä milloin tahansa.',
    scroll_notice:
      'Jos jatkat tämän sivun vierittämistä, sen katsotaan merkitsevän suostumusta kaikkiin evästeisiin. Voit valita toisin tämän ilmoituksen painikkeilla ja muuttaa valintaasi milloin tahansa.',
    gpc_note: 'Global Privacy Control -signaalia noudatettu: emme myy tai jaa henkilötietojasi.',
    third_party_note:
      'Kun hylkäät luokan, poistamme tämän sivuston omat evästeet siitä; muiden sivustojen evästeet voi poistaa vain selaimen asetuksista.',
    pref_button: 'Evästeasetukset',
    blocked_content: 'Tämä sisältö on estetty, kunnes sallit evästeet luokassa ”{category}”.',
    allow_category: 'Salli evästeet luokassa ”{category}”',
    cat_essential: 'Välttämättömät',
    cat_essential_desc:
      'Tarvitaan sivuston toimintaan, esimerkiksi tietoturvaan ja evästevalintojesi muistamiseen. Niitä ei voi poistaa käytöstä.',
    cat_performance: 'Toiminnalliset',
    cat_performance_desc: 'Muistavat asetuksesi, kuten kielen tai alueen, jotta sivusto toimii sinulle paremmin.',
    cat_analytics: 'Analytiikka',
    cat_analytics_desc: 'Auttavat meitä ymmärtämään, miten kävijät käyttävät sivustoa, jotta voimme parantaa sitä.',
    cat_advertising: 'Markkinointi',
    cat_advertising_desc:
      'Me ja kumppanimme käytämme niitä näyttääksemme sinulle kiinnostavia mainoksia ja mitataksemme niiden tehoa.',
    cat_social_networking: 'Sosiaalinen media',
    cat_social_networking_desc:
      'Mahdollistavat sisällön jakamisen sosiaalisessa mediassa ja sieltä peräisin olevan sisällön, kuten upotettujen julkaisujen ja videoiden, näyttämisen.',
    cat_unclassified: 'Luokittelemattomat',
    cat_unclassified_desc: 'Evästeet, joita emme ole vielä luokitelleet.',
  },
  body: {
    base: 'Käytämme evästeitä ja vastaavia tekniikoita sivuston ylläpitämiseen ja sen käytön ymmärtämiseen.',
    personalized_content: 'Niiden avulla voimme mukauttaa sisältöä sinulle.',
    running_targeted_advertising: 'Niiden avulla voimme myös näyttää sinulle kiinnostuksen kohteidesi mukaista mainontaa.',
    share_data_to_3rd_party:
      'Jaamme tietoja siitä, miten käytät tätä sivustoa, kolmansien osapuolten, kuten mainonta- ja analytiikkakumppaneidemme, kanssa.',
    choice: 'Sinä päätät, mitkä evästeet sallit, ja voit muuttaa valintaasi milloin tahansa.',
  },
  session: 'Istunto',
  policy: {
    title: 'Evästekäytäntö',
    intro:
      'Tässä evästekäytännössä kerrotaan, miten {website} käyttää evästeitä ja vastaavia tekniikoita ja mitä vaihtoehtoja sinulla on.',
    what_title: 'Mitä evästeet ovat?',
    what_body:
      'Evästeet ovat pieniä tekstitiedostoja, jotka sivusto tallentaa selaimeesi. Vastaavat tekniikat, kuten selaimen paikallinen tallennustila ja seurantapikselit, toimivat lähes samalla tavalla; tässä käytännössä kutsumme niitä kaikkia evästeiksi.',
    use_title: 'Miten käytämme evästeitä',
    use_body:
      'Käytämme välttämättömiä evästeitä sivuston ylläpitämiseen. Muita evästeitä käytämme vain suostumuksellasi tai, jos laki sen sallii, kunnes vastustat niiden käyttöä.',
    list_title: 'Käyttämämme evästeet',
    list_body: 'Alla olevissa taulukoissa luetellaan tämän sivuston evästeet luokittain.',
    none: 'Tämä sivusto ei tällä hetkellä käytä evästeitä.',
    provider: 'Palveluntarjoaja',
    provider_policy: 'Tietosuojaseloste',
    change_title: 'Näin muutat valintaasi',
    change_body: 'Voit muuttaa tai peruuttaa suostumuksesi milloin tahansa. Voit myös poistaa evästeet selaimesi asetuksista.',
    change_button: 'Muuta valintaani',
    change_elsewhere: 'Voit tehdä sen sivustomme minkä tahansa sivun evästeasetuksista.',
    contact_title: 'Yhteystiedot',
    contact_body: 'Jos sinulla on kysyttävää tästä käytännöstä, ota meihin yhteyttä:',
    email: 'Sähköposti',
    phone: 'Puhelin',
    updated: 'Päivitetty viimeksi: {date}',
    missing_title: 'Asiakirjaa ei löytynyt',
    missing_body: 'Tätä evästekäytäntöä ei ole olemassa tai sitä ei ole vielä julkaistu.',
    version: 'Versio {number}',
    versions_title: 'Tämän käytännön kaikki versiot',
    earlier_version: 'Tämä on tämän käytännön aiempi versio.',
    current_version: 'Lue voimassa oleva versio',
  },
  legal: {
    controller_title: 'Rekisterinpitäjä',
    controller_body: 'Sivuston {website} evästeiden avulla käsiteltävien henkilötietojen rekisterinpitäjä on:',
    controller_fallback: 'Tämän sivuston ylläpitäjä. Yhteystiedot löytyvät sivuston sivuilta.',
    dpo: 'Tietosuojavastaava',
    dpo_none: 'Tietosuojavastaavaa ei ole nimetty; käytä yllä olevia yhteystietoja.',
    dpo_none_alone: 'Tietosuojavastaavaa ei ole nimetty.',
    basis_title: 'Käyttötarkoitukset ja oikeusperuste',
    basis_body:
      'Tallennamme tietoja laitteellesi tai luemme niitä sieltä vain, kun se on ehdottoman välttämätöntä pyytämäsi sivuston tarjoamiseksi, tai suostumuksellasi (sähköisen viestinnän tietosuojadirektiivi, 5 artiklan 3 kohta). Taulukossa on kunkin evästeluokan käyttötarkoitus ja käsittelyn oikeusperuste.',
    category: 'Luokka',
    purpose: 'Käyttötarkoitus',
    legal_basis: 'Oikeusperuste',
    basis_necessary:
      'Ehdottoman välttämättömät: oikeutettu etumme turvalliseen ja toimivaan sivustoon (GDPR 6 artiklan 1 kohdan f alakohta)',
    basis_consent: 'Suostumuksesi (GDPR 6 artiklan 1 kohdan a alakohta)',
    providers_title: 'Palveluntarjoajat, vastaanottajat ja siirrot',
    providers_body: 'Nämä palveluntarjoajat saavat tietoja evästeidensä kautta tällä sivustolla.',
    providers_none: 'Mikään muu palveluntarjoaja kuin me ei saa tietoja evästeiden kautta tällä sivustolla.',
    service: 'Palvelu',
    country: 'Maa',
    safeguard: 'Siirron suojatoimi',
    retention: 'Säilytysaika',
    country_unknown: 'Tuntematon',
    transfers:
      'Jotkin palveluntarjoajat voivat käsitellä tietoja Euroopan talousalueen (ETA) ulkopuolella. Jos niiden maasta ei ole Euroopan komission tietosuojan riittävyyttä koskevaa päätöstä, siirto tehdään suostumuksellasi (GDPR 49 artiklan 1 kohdan a alakohta) tai palveluntarjoajan tarjoamin suojatoimin, kuten Euroopan komission vakiosopimuslausekkein (46 artikla); voit pyytää meiltä niistä kopion.',
    safeguard_eea: 'Ei tarvita: ETA:n sisällä',
    safeguard_adequate: 'Euroopan komission tietosuojan riittävyyttä koskeva päätös (GDPR 45 artikla)',
    safeguard_dpf: 'EU:n ja Yhdysvaltojen tietosuojakehys (GDPR 45 artikla)',
    safeguard_none: 'Ei riittävyyspäätöstä: suostumuksesi (GDPR 49 artiklan 1 kohdan a alakohta)',
    safeguard_unknown: 'Maa ei tiedossa: kysy meiltä',
    retention_title: 'Kuinka kauan tietoja säilytetään',
    retention_body:
      'Kukin eväste säilyy yllä olevissa taulukoissa mainitun ajan, ellet poista sitä aiemmin. Evästevalintasi tallennetaan selaimeesi enintään 13 kuukaudeksi; sen jälkeen kysymme uudelleen.',
    record_retention:
      'Jotta voimme osoittaa suostumuksesi (GDPR 7 artiklan 1 kohta), säilytämme jokaisesta valinnasta tallenteen: valinnan, päivämäärän ja kellonajan, sivun, kielen ja alueen, selaimesi satunnaisen tunnisteen sekä IP-osoitteesi ilman sen viimeistä osaa. Säilytämme tallenteen niin kauan kuin tämä sivusto käyttää suostumuspalveluamme ja poistamme sen sivuston mukana.',
    rights_title: 'Oikeutesi',
    rights_body:
      'Sinulla on oikeus saada pääsy sinusta säilyttämiimme henkilötietoihin (GDPR 15 artikla), oikaista (16 artikla) tai poistaa ne (17 artikla), rajoittaa niiden käsittelyä (18 artikla), siirtää ne järjestelmästä toiseen (20 artikla) ja vastustaa oikeutettuihin etuihimme perustuvaa käsittelyä (21 artikla). Voit peruuttaa suostumuksesi milloin tahansa vaikuttamatta ennen peruuttamista tehdyn käsittelyn lainmukaisuuteen (7 artiklan 3 kohta). Ota meihin yhteyttä käyttääksesi näitä oikeuksia.',
    complaint_title: 'Valitus valvontaviranomaiselle',
    complaint_body:
      'Sinulla on oikeus tehdä valitus valvontaviranomaiselle erityisesti siinä EU:n jäsenvaltiossa, jossa on vakinainen asuinpaikkasi tai työpaikkasi tai jossa väitetty rikkominen on tapahtunut (GDPR 77 artikla).',
    authority: 'Valvontaviranomaisemme',
    authority_fallback: 'sen maan tietosuojaviranomainen, jossa asut tai työskentelet',
    further_title: 'Lisätietoja',
    obligation:
      'Sinulla ei ole lakiin tai sopimukseen perustuvaa velvollisuutta hyväksyä muita kuin ehdottoman välttämättömiä evästeitä. Jos et hyväksy niitä, sivusto toimii silti; vain niihin perustuvat toiminnot eivät ole käytettävissä.',
    automated:
      'Emme tee päätöksiä, jotka perustuvat yksinomaan automaattiseen käsittelyyn, kuten profilointiin, ja joilla on sinua koskevia oikeusvaikutuksia tai jotka vaikuttavat sinuun vastaavalla tavalla merkittävästi (GDPR 22 artikla).',
    notice_title: 'Ilmoitus keräämisen yhteydessä',
    notice_body:
      'Henkilötietojen luokat, joita keräämme evästeiden avulla: {categories}. Keräämme niitä kunkin evästeluokan kohdalla yllä kuvattuihin tarkoituksiin. Mainonta- ja analytiikkakumppanit voivat saada niitä, mikä voi Kalifornian lain mukaan olla henkilötietojen ”myyntiä” tai ”jakamista”. Säilytämme niitä tässä selosteessa mainitut ajat.',
    pi_categories_fallback:
      'tunnisteet (kuten eväste- ja verkkotunnisteet), tiedot internetin tai muun sähköisen verkon käytöstä (kuten katselemasi sivut ja miten käytät niitä) sekä IP-osoitteestasi päätelty likimääräinen sijainti',
    ccpa_rights_title: 'Yksityisyydensuojaoikeutesi Kalifornian lain mukaan',
    ccpa_rights_body:
      'Jos asut Kaliforniassa, sinulla on oikeus tietää, mitä henkilötietoja keräämme, käytämme, luovutamme, myymme ja jaamme, saada pääsy niihin, saada ne poistetuiksi tai korjatuiksi, kieltää niiden myynti tai jakaminen ja olla joutumatta syrjityksi näiden oikeuksien käyttämisen vuoksi (Cal. Civ. Code §§ 1798.100–1798.125). Tee pyyntö ottamalla meihin yhteyttä yllä olevien tietojen kautta; tarkistamme jokaisen pyynnön ennen kuin vastaamme siihen.',
    opt_out_body:
      'Sinulla on oikeus kieltää henkilötietojesi myynti tai jakaminen (Cal. Civ. Code § 1798.120). Valitse evästebannerissa ”{label}” tai poista mainosevästeet käytöstä evästeasetuksissa; tiliä ei tarvita. Heti kun kiellät sen, lopetamme henkilötietojesi myynnin ja jakamisen.',
    gpc_title: 'Global Privacy Control',
    gpc_body:
      'Käsittelemme selaimesi Global Privacy Control -signaalia (GPC) pätevänä pyyntönä kieltää henkilötietojesi myynti tai jakaminen kyseisessä selaimessa (11 CCR § 7025). Kun selaimesi lähettää sen, mainosevästeet pysyvät pois päältä ilman, että sinun tarvitsee tehdä mitään.',
    gpc_on: 'Tila: selaimesi lähettää GPC-signaalin, ja noudatamme sitä.',
    gpc_off: 'Tila: selaimesi ei lähetä GPC-signaalia.',
    gpc_unknown: 'Tila: signaali tarkistetaan aina, kun selaimesi avaa tämän sivuston.',
  },
  tcf: {
    notice: 'Me ja {count} toimittajaamme (IAB TCF) käytämme tietojasi näihin tarkoituksiin:',
    open: 'Toimittajat ja tarkoitukset (IAB TCF)',
    title: 'Toimittajat ja tarkoitukset',
    purposes: 'Tarkoitukset',
    specialPurposes: 'Erikoistarkoitukset',
    features: 'Ominaisuudet',
    specialFeatures: 'Erityisominaisuudet',
    vendors: 'Toimittajat ({count})',
    consent: 'Suostumus',
    object: 'Vastusta oikeutettua etua',
    legitimateInterest: 'Oikeutettu etu',
    retention: 'Säilytysaika: {days} päivää',
    dataCategories: 'Kerätyt tiedot',
    privacy: 'Tietosuojaseloste',
    google: 'Googlen mainosteknologian tarjoajat toimittajaluettelon ulkopuolella ({count})',
    save: 'Tallenna nämä valinnat',
    close: 'Sulje',
  },
};
