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
  legal: {
    controller_title: 'Kto je prevádzkovateľom',
    controller_body: 'Prevádzkovateľom osobných údajov spracúvaných prostredníctvom cookies na webe {website} je:',
    controller_fallback: 'Prevádzkovateľ tohto webu. Jeho kontaktné údaje nájdete na stránkach webu.',
    dpo: 'Zodpovedná osoba',
    dpo_none: 'Zodpovedná osoba nebola určená; použite, prosím, kontaktné údaje uvedené vyššie.',
    basis_title: 'Účely a právny základ',
    basis_body:
      'Informácie do vášho zariadenia ukladáme alebo z neho čítame len vtedy, ak je to nevyhnutne potrebné na poskytnutie webu, o ktorý ste požiadali, alebo s vaším súhlasom (smernica o súkromí a elektronických komunikáciách, čl. 5 ods. 3). Tabuľka uvádza účel každej kategórie cookies a právny základ spracúvania.',
    category: 'Kategória',
    purpose: 'Účel',
    legal_basis: 'Právny základ',
    basis_necessary: 'Nevyhnutne potrebné: náš oprávnený záujem na bezpečnom a funkčnom webe (čl. 6 ods. 1 písm. f GDPR)',
    basis_consent: 'Váš súhlas (čl. 6 ods. 1 písm. a GDPR)',
    providers_title: 'Poskytovatelia, príjemcovia a prenosy',
    providers_body: 'Títo poskytovatelia získavajú prostredníctvom svojich cookies na tomto webe informácie.',
    providers_none: 'Okrem nás nezískava prostredníctvom cookies na tomto webe informácie žiadny poskytovateľ.',
    service: 'Služba',
    country: 'Krajina',
    safeguard: 'Záruka pre prenos',
    retention: 'Doba uchovávania',
    country_unknown: 'Neznáma',
    transfers:
      'Niektorí poskytovatelia môžu spracúvať údaje mimo Európskeho hospodárskeho priestoru (EHP). Ak pre ich krajinu neexistuje rozhodnutie Európskej komisie o primeranosti, prenos prebieha s vaším súhlasom (čl. 49 ods. 1 písm. a GDPR) alebo na základe záruk, ktoré poskytovateľ ponúka, napríklad štandardných zmluvných doložiek Európskej komisie (čl. 46); o ich kópiu nás môžete požiadať.',
    safeguard_eea: 'Nie je potrebná: v rámci EHP',
    safeguard_adequate: 'Rozhodnutie Európskej komisie o primeranosti (čl. 45 GDPR)',
    safeguard_dpf: 'Rámec EÚ – USA na ochranu údajov (čl. 45 GDPR)',
    safeguard_none: 'Bez rozhodnutia o primeranosti: váš súhlas (čl. 49 ods. 1 písm. a GDPR)',
    safeguard_unknown: 'Krajina neznáma: opýtajte sa nás',
    retention_title: 'Ako dlho údaje uchovávame',
    retention_body:
      'Každý cookie sa uchováva počas doby uvedenej v tabuľkách vyššie, ak ho skôr nevymažete. Vaša voľba týkajúca sa cookies sa vo vašom prehliadači uchováva najviac 13 mesiacov; potom sa opýtame znova.',
    record_retention:
      'Aby sme mohli váš súhlas preukázať (čl. 7 ods. 1 GDPR), uchovávame záznam o každej voľbe: voľbu, jej dátum a čas, stránku, jazyk a oblasť, náhodný identifikátor vášho prehliadača a vašu IP adresu bez poslednej časti. Záznam uchovávame, kým tento web používa našu službu na súhlasy, a vymažeme ho spolu s webom.',
    rights_title: 'Vaše práva',
    rights_body:
      'Máte právo na prístup k osobným údajom, ktoré o vás uchovávame (čl. 15 GDPR), na ich opravu (čl. 16) alebo vymazanie (čl. 17), na obmedzenie spracúvania (čl. 18), na prenosnosť údajov (čl. 20) a právo namietať proti spracúvaniu založenému na našich oprávnených záujmoch (čl. 21). Súhlas môžete kedykoľvek odvolať bez toho, aby to ovplyvnilo zákonnosť spracúvania pred jeho odvolaním (čl. 7 ods. 3). Ak chcete tieto práva uplatniť, kontaktujte nás.',
    complaint_title: 'Sťažnosť dozornému orgánu',
    complaint_body:
      'Máte právo podať sťažnosť dozornému orgánu, najmä v členskom štáte EÚ svojho obvyklého pobytu, miesta výkonu práce alebo miesta údajného porušenia (čl. 77 GDPR).',
    authority: 'Náš dozorný orgán',
    authority_fallback: 'úrad na ochranu osobných údajov krajiny, v ktorej žijete alebo pracujete',
    further_title: 'Ďalšie informácie',
    obligation:
      'Nemáte zákonnú ani zmluvnú povinnosť prijať iné než nevyhnutne potrebné cookies. Ak ich neprijmete, web aj tak funguje; nedostupné sú len funkcie, ktoré od nich závisia.',
    automated:
      'Neprijímame rozhodnutia založené výlučne na automatizovanom spracúvaní vrátane profilovania, ktoré by mali pre vás právne účinky alebo by vás podobne významne ovplyvnili (čl. 22 GDPR).',
    notice_title: 'Oznámenie pri získavaní',
    notice_body:
      'Kategórie osobných informácií, ktoré prostredníctvom cookies získavame: {categories}. Získavame ich na účely opísané vyššie pri každej kategórii cookies. Môžu ich dostať reklamní a analytickí partneri, čo môže byť podľa kalifornského práva „predaj“ alebo „zdieľanie“ osobných informácií. Uchovávame ich počas dôb uvedených v týchto zásadách.',
    pi_categories_fallback:
      'identifikátory (napríklad identifikátory cookies a online identifikátory), informácie o činnosti na internete alebo v inej elektronickej sieti (napríklad stránky, ktoré si prezeráte, a ako s nimi pracujete) a približná poloha odvodená z vašej IP adresy',
    ccpa_rights_title: 'Vaše práva podľa kalifornského práva',
    ccpa_rights_body:
      'Ak žijete v Kalifornii, máte právo vedieť, aké osobné informácie získavame, používame, sprístupňujeme, predávame a zdieľame, právo na prístup k nim, na ich vymazanie alebo opravu, právo odmietnuť ich predaj alebo zdieľanie a právo nebyť diskriminovaní za uplatnenie týchto práv (Cal. Civ. Code §§ 1798.100–1798.125). Žiadosť podáte prostredníctvom kontaktných údajov vyššie; každú žiadosť pred odpoveďou overujeme.',
    opt_out_body:
      'Máte právo odmietnuť predaj alebo zdieľanie svojich osobných informácií (Cal. Civ. Code § 1798.120). Zvoľte v lište cookies „{label}“ alebo vypnite reklamné cookies v nastaveniach cookies; účet nepotrebujete. Hneď ako predaj odmietnete, prestaneme vaše osobné informácie predávať a zdieľať.',
    gpc_title: 'Global Privacy Control',
    gpc_body:
      'Signál Global Privacy Control (GPC) z vášho prehliadača považujeme za platnú žiadosť o odmietnutie predaja alebo zdieľania vašich osobných informácií pre tento prehliadač (11 CCR § 7025). Keď ho váš prehliadač odosiela, reklamné cookies zostávajú vypnuté bez toho, aby ste museli čokoľvek robiť.',
    gpc_on: 'Stav: váš prehliadač odosiela signál GPC a my ho rešpektujeme.',
    gpc_off: 'Stav: váš prehliadač neodosiela signál GPC.',
    gpc_unknown: 'Stav: signál sa kontroluje vždy, keď váš prehliadač otvorí tento web.',
  },
};
