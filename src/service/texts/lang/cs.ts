import type { LanguagePack } from './pack.ts';

/** Czech, formal address (vykání). */
export const cs: LanguagePack = {
  tag: 'cs',
  texts: {
    banner_label: 'Souhlas s cookies',
    banner_title: 'Záleží nám na vašem soukromí',
    accept_all: 'Přijmout vše',
    decline: 'Odmítnout vše',
    decline_opt_out: 'Neprodávat ani nesdílet mé osobní údaje',
    preferences: 'Přizpůsobit',
    policy_link: 'Zásady používání cookies',
    pc_title: 'Nastavení cookies',
    pc_body:
      'Vyberte, které cookies smí tento web používat. Nezbytné cookies jsou vždy zapnuté, protože bez nich web nefunguje. Svou volbu můžete kdykoli změnit.',
    save: 'Uložit moji volbu',
    decline_all: 'Odmítnout vše',
    close: 'Zavřít',
    always_on: 'Vždy aktivní',
    no_cookies: 'Tento web nepoužívá žádné cookies této kategorie.',
    cookie_name: 'Název',
    cookie_domain: 'Doména',
    cookie_lifetime: 'Doba platnosti',
    cookie_description: 'Popis',
    gpc_honoured:
      'Váš prohlížeč odeslal signál Global Privacy Control. Respektovali jsme jej jako žádost, abychom vaše osobní údaje neprodávali ani nesdíleli.',
    opt_out_notice:
      'Podle kalifornského práva a obdobných zákonů dalších států USA může být „prodejem“ nebo „sdílením“ vašich osobních údajů, když naši partneři získávají informace prostřednictvím cookies na tomto webu. Máte právo to kdykoli odmítnout.',
    scroll_notice:
      'Pokračováním v posouvání této stránky udělujete souhlas se všemi cookies. Tlačítky v tomto oznámení se můžete rozhodnout jinak a svou volbu můžete kdykoli změnit.',
    gpc_note: 'Signál Global Privacy Control byl respektován: vaše osobní údaje neprodáváme ani nesdílíme.',
    pref_button: 'Nastavení cookies',
    blocked_content: 'Tento obsah je zablokován, dokud nepovolíte cookies kategorie „{category}“.',
    allow_category: 'Povolit cookies kategorie „{category}“',
    cat_essential: 'Nezbytné',
    cat_essential_desc:
      'Potřebné pro fungování webu, například pro jeho zabezpečení a zapamatování vaší volby cookies. Nelze je vypnout.',
    cat_performance: 'Funkční',
    cat_performance_desc: 'Pamatují si vaše nastavení, například jazyk nebo oblast, aby web fungoval lépe.',
    cat_analytics: 'Analytické',
    cat_analytics_desc: 'Pomáhají nám pochopit, jak návštěvníci web používají, abychom jej mohli zlepšovat.',
    cat_advertising: 'Reklamní',
    cat_advertising_desc: 'Používáme je my a naši partneři k zobrazování relevantních reklam a k měření jejich účinnosti.',
    cat_social_networking: 'Sociální sítě',
    cat_social_networking_desc:
      'Umožňují sdílet obsah na sociálních sítích a zobrazovat obsah z nich, například vložené příspěvky a videa.',
    cat_unclassified: 'Nezařazené',
    cat_unclassified_desc: 'Cookies, které jsme dosud nezařadili.',
  },
  body: {
    base: 'Používáme cookies a podobné technologie k provozu tohoto webu a k pochopení toho, jak je používán.',
    personalized_content: 'Pomáhají nám přizpůsobovat obsah přímo vám.',
    running_targeted_advertising: 'Umožňují nám také zobrazovat vám reklamu podle vašich zájmů.',
    share_data_to_3rd_party:
      'Informace o tom, jak tento web používáte, sdílíme se třetími stranami, například s našimi reklamními a analytickými partnery.',
    choice: 'O tom, které cookies povolíte, rozhodujete vy, a svou volbu můžete kdykoli změnit.',
  },
  session: 'Relace',
  policy: {
    title: 'Zásady používání cookies',
    intro: 'Tyto zásady vysvětlují, jak {website} používá cookies a podobné technologie a jaké máte možnosti volby.',
    what_title: 'Co jsou cookies?',
    what_body:
      'Cookies jsou malé textové soubory, které web ukládá ve vašem prohlížeči. Podobné technologie, jako je místní úložiště nebo sledovací pixely, fungují velmi podobně; v těchto zásadách je všechny nazýváme cookies.',
    use_title: 'Jak cookies používáme',
    use_body:
      'Nezbytné cookies používáme k provozu webu. Všechny ostatní cookies používáme pouze s vaším souhlasem nebo, pokud to zákon dovoluje, dokud nevznesete námitku.',
    list_title: 'Cookies, které používáme',
    list_body: 'Následující tabulky uvádějí cookies tohoto webu seřazené podle kategorií.',
    none: 'Tento web v současné době nepoužívá žádné cookies.',
    provider: 'Poskytovatel',
    provider_policy: 'Zásady ochrany osobních údajů',
    change_title: 'Jak změnit svou volbu',
    change_body: 'Svůj souhlas můžete kdykoli změnit nebo odvolat. Cookies můžete také smazat v nastavení svého prohlížeče.',
    change_button: 'Změnit moji volbu',
    change_elsewhere: 'Učiníte tak v nastavení cookies na kterékoli stránce našeho webu.',
    contact_title: 'Kontakt',
    contact_body: 'Máte-li k těmto zásadám dotazy, kontaktujte nás:',
    email: 'E-mail',
    phone: 'Telefon',
    updated: 'Poslední aktualizace: {date}',
    missing_title: 'Dokument nebyl nalezen',
    missing_body: 'Tyto zásady používání cookies neexistují nebo dosud nebyly zveřejněny.',
  },
};
