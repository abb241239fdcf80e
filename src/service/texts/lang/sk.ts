import type { LanguagePack } from './pack.ts';

/** Slovak, formal address (vykanie). */
export const sk: LanguagePack = {
  tag: 'sk',
  texts: {
    banner_label: 'Súhlas so súbormi cookie',
    banner_title: 'Záleží nám na vašom súkromí',
    accept_all: 'Prijať všetko',
    decline: 'Odmietnuť všetko',
    decline_opt_out: 'Nepredávať ani nezdieľať moje osobné údaje',
    preferences: 'Prispôsobiť',
    policy_link: 'Zásady používania súborov cookie',
    pc_title: 'Nastavenia súborov cookie',
    pc_body:
      'Vyberte, ktoré súbory cookie môže táto webová stránka používať. Nevyhnutné súbory cookie sú vždy zapnuté, pretože bez nich stránka nefunguje. Svoju voľbu môžete kedykoľvek zmeniť.',
    save: 'Uložiť moju voľbu',
    decline_all: 'Odmietnuť všetko',
    close: 'Zavrieť',
    always_on: 'Vždy aktívne',
    no_cookies: 'Táto webová stránka nepoužíva žiadne súbory cookie tejto kategórie.',
    cookie_name: 'Názov',
    cookie_domain: 'Doména',
    cookie_lifetime: 'Doba platnosti',
    cookie_description: 'Popis',
    cookie_count: 'Súbory cookie ({count})',
    service_policy: 'Zásady ochrany osobných údajov: {service}',
    new_tab: '(otvorí sa na novej karte)',
    service_unknown: 'Neznámy poskytovateľ',
    gpc_honoured:
      'Váš prehliadač odoslal signál Global Privacy Control. Rešpektovali sme ho ako žiadosť, aby sme vaše osobné údaje nepredávali ani nezdieľali.',
    opt_out_notice:
      'Podľa kalifornského práva a podobných zákonov ďalších štátov USA môže byť „predajom“ alebo „zdieľaním“ vašich osobných údajov, keď naši partneri získavajú informácie prostredníctvom súborov cookie na tejto stránke. Máte právo to kedykoľvek odmietnuť.',
    scroll_notice:
      'Pokračovaním v posúvaní tejto stránky udeľujete súhlas so všetkými súbormi cookie. Tlačidlami v tomto oznámení sa môžete rozhodnúť inak a svoju voľbu môžete kedykoľvek zmeniť.',
    gpc_note: 'Signál Global Privacy Control bol rešpektovaný: vaše osobné údaje nepredávame ani nezdieľame.',
    pref_button: 'Nastavenia súborov cookie',
    blocked_content: 'Tento obsah je zablokovaný, kým nepovolíte súbory cookie kategórie „{category}“.',
    allow_category: 'Povoliť súbory cookie kategórie „{category}“',
    cat_essential: 'Nevyhnutné',
    cat_essential_desc:
      'Potrebné na fungovanie stránky, napríklad na jej zabezpečenie a zapamätanie vašej voľby súborov cookie. Nemožno ich vypnúť.',
    cat_performance: 'Funkčné',
    cat_performance_desc: 'Pamätajú si vaše nastavenia, napríklad jazyk alebo oblasť, aby stránka fungovala lepšie.',
    cat_analytics: 'Analytické',
    cat_analytics_desc: 'Pomáhajú nám pochopiť, ako návštevníci stránku používajú, aby sme ju mohli zlepšovať.',
    cat_advertising: 'Reklamné',
    cat_advertising_desc: 'Používame ich my a naši partneri na zobrazovanie relevantných reklám a meranie ich účinnosti.',
    cat_social_networking: 'Sociálne siete',
    cat_social_networking_desc:
      'Umožňujú zdieľať obsah na sociálnych sieťach a zobrazovať obsah z nich, napríklad vložené príspevky a videá.',
    cat_unclassified: 'Nezaradené',
    cat_unclassified_desc: 'Súbory cookie, ktoré sme zatiaľ nezaradili.',
  },
  body: {
    base: 'Používame súbory cookie a podobné technológie na prevádzku tejto webovej stránky a na pochopenie toho, ako sa používa.',
    personalized_content: 'Pomáhajú nám prispôsobovať obsah priamo vám.',
    running_targeted_advertising: 'Umožňujú nám tiež zobrazovať vám reklamu podľa vašich záujmov.',
    share_data_to_3rd_party:
      'Informácie o tom, ako používate túto stránku, zdieľame s tretími stranami, napríklad s našimi reklamnými a analytickými partnermi.',
    choice: 'O tom, ktoré súbory cookie povolíte, rozhodujete vy, a svoju voľbu môžete kedykoľvek zmeniť.',
  },
  session: 'Relácia',
  policy: {
    title: 'Zásady používania súborov cookie',
    intro: 'Tieto zásady vysvetľujú, ako {website} používa súbory cookie a podobné technológie a aké máte možnosti voľby.',
    what_title: 'Čo sú súbory cookie?',
    what_body:
      'Súbory cookie sú malé textové súbory, ktoré webová stránka ukladá vo vašom prehliadači. Podobné technológie, ako je lokálne úložisko alebo sledovacie pixely, fungujú veľmi podobne; v týchto zásadách ich všetky nazývame súbormi cookie.',
    use_title: 'Ako používame súbory cookie',
    use_body:
      'Nevyhnutné súbory cookie používame na prevádzku stránky. Všetky ostatné súbory cookie používame iba s vaším súhlasom alebo, ak to zákon dovoľuje, kým nevznesiete námietku.',
    list_title: 'Súbory cookie, ktoré používame',
    list_body: 'V nasledujúcich tabuľkách sú uvedené súbory cookie tejto stránky zoskupené podľa kategórií.',
    none: 'Táto webová stránka v súčasnosti nepoužíva žiadne súbory cookie.',
    provider: 'Poskytovateľ',
    provider_policy: 'Zásady ochrany osobných údajov',
    change_title: 'Ako zmeniť svoju voľbu',
    change_body:
      'Svoj súhlas môžete kedykoľvek zmeniť alebo odvolať. Súbory cookie môžete tiež vymazať v nastaveniach prehliadača.',
    change_button: 'Zmeniť moju voľbu',
    change_elsewhere: 'Urobíte tak v nastaveniach súborov cookie na ktorejkoľvek stránke nášho webu.',
    contact_title: 'Kontakt',
    contact_body: 'Ak máte otázky k týmto zásadám, kontaktujte nás:',
    email: 'E-mail',
    phone: 'Telefón',
    updated: 'Posledná aktualizácia: {date}',
    missing_title: 'Dokument sa nenašiel',
    missing_body: 'Tieto zásady používania súborov cookie neexistujú alebo ešte neboli zverejnené.',
  },
};
