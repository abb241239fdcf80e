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
  },
};
