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
    cookie_count: 'Cookies ({count})',
    service_policy: 'Zásady ochrany osobních údajů: {service}',
    new_tab: '(otevře se na nové kartě)',
    service_unknown: 'Neznámý poskytovatel',
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
  legal: {
    controller_title: 'Kdo je správcem',
    controller_body: 'Správcem osobních údajů zpracovávaných prostřednictvím cookies na webu {website} je:',
    controller_fallback: 'Provozovatel tohoto webu. Jeho kontaktní údaje najdete na stránkách webu.',
    dpo: 'Pověřenec pro ochranu osobních údajů',
    dpo_none: 'Pověřenec pro ochranu osobních údajů nebyl jmenován; použijte prosím kontaktní údaje uvedené výše.',
    basis_title: 'Účely a právní základ',
    basis_body:
      'Informace do vašeho zařízení ukládáme nebo z něj čteme jen tehdy, je-li to nezbytně nutné k poskytnutí webu, o který jste požádali, nebo s vaším souhlasem (směrnice o soukromí a elektronických komunikacích, čl. 5 odst. 3). Tabulka uvádí účel každé kategorie cookies a právní základ zpracování.',
    category: 'Kategorie',
    purpose: 'Účel',
    legal_basis: 'Právní základ',
    basis_necessary: 'Nezbytně nutné: náš oprávněný zájem na bezpečném a funkčním webu (čl. 6 odst. 1 písm. f GDPR)',
    basis_consent: 'Váš souhlas (čl. 6 odst. 1 písm. a GDPR)',
    providers_title: 'Poskytovatelé, příjemci a předávání',
    providers_body: 'Tito poskytovatelé získávají prostřednictvím svých cookies na tomto webu informace.',
    providers_none: 'Kromě nás nezískává prostřednictvím cookies na tomto webu informace žádný poskytovatel.',
    service: 'Služba',
    country: 'Země',
    safeguard: 'Záruka pro předání',
    retention: 'Doba uložení',
    country_unknown: 'Neznámá',
    transfers:
      'Někteří poskytovatelé mohou zpracovávat údaje mimo Evropský hospodářský prostor (EHP). Pokud pro jejich zemi neexistuje rozhodnutí Evropské komise o odpovídající ochraně, probíhá předání s vaším souhlasem (čl. 49 odst. 1 písm. a GDPR) nebo na základě záruk, které poskytovatel nabízí, například standardních smluvních doložek Evropské komise (čl. 46); o jejich kopii nás můžete požádat.',
    safeguard_eea: 'Není třeba: v rámci EHP',
    safeguard_adequate: 'Rozhodnutí Evropské komise o odpovídající ochraně (čl. 45 GDPR)',
    safeguard_dpf: 'Rámec EU-USA pro ochranu osobních údajů (čl. 45 GDPR)',
    safeguard_none: 'Bez rozhodnutí o odpovídající ochraně: váš souhlas (čl. 49 odst. 1 písm. a GDPR)',
    safeguard_unknown: 'Země neznámá: zeptejte se nás',
    retention_title: 'Jak dlouho údaje uchováváme',
    retention_body:
      'Každá cookie se uchovává po dobu uvedenou v tabulkách výše, pokud ji dříve nesmažete. Vaše volba ohledně cookies se ve vašem prohlížeči uchovává nejvýše 13 měsíců; poté se zeptáme znovu.',
    record_retention:
      'Abychom mohli váš souhlas doložit (čl. 7 odst. 1 GDPR), uchováváme záznam o každé volbě: volbu, její datum a čas, stránku, jazyk a oblast, náhodný identifikátor vašeho prohlížeče a vaši IP adresu bez poslední části. Záznam uchováváme, dokud tento web používá naši službu pro souhlasy, a mažeme jej spolu s webem.',
    rights_title: 'Vaše práva',
    rights_body:
      'Máte právo na přístup k osobním údajům, které o vás uchováváme (čl. 15 GDPR), na jejich opravu (čl. 16) nebo výmaz (čl. 17), na omezení zpracování (čl. 18), na přenositelnost údajů (čl. 20) a právo vznést námitku proti zpracování založenému na našich oprávněných zájmech (čl. 21). Souhlas můžete kdykoli odvolat, aniž by tím byla dotčena zákonnost zpracování před jeho odvoláním (čl. 7 odst. 3). Chcete-li tato práva uplatnit, kontaktujte nás.',
    complaint_title: 'Stížnost u dozorového úřadu',
    complaint_body:
      'Máte právo podat stížnost u dozorového úřadu, zejména v členském státě EU svého obvyklého bydliště, místa výkonu práce nebo místa, kde došlo k údajnému porušení (čl. 77 GDPR).',
    authority: 'Náš dozorový úřad',
    authority_fallback: 'úřad pro ochranu osobních údajů země, kde žijete nebo pracujete',
    further_title: 'Další informace',
    obligation:
      'Nemáte zákonnou ani smluvní povinnost přijmout jiné než nezbytně nutné cookies. Pokud je nepřijmete, web přesto funguje; nedostupné jsou jen funkce, které na nich závisí.',
    automated:
      'Nepřijímáme rozhodnutí založená výhradně na automatizovaném zpracování, včetně profilování, která by pro vás měla právní účinky nebo se vás obdobně významně dotkla (čl. 22 GDPR).',
    notice_title: 'Oznámení při shromažďování',
    notice_body:
      'Kategorie osobních informací, které prostřednictvím cookies shromažďujeme: {categories}. Shromažďujeme je pro účely popsané výše u každé kategorie cookies. Mohou je získat reklamní a analytičtí partneři, což může být podle kalifornského práva „prodej“ nebo „sdílení“ osobních informací. Uchováváme je po dobu uvedenou v těchto zásadách.',
    pi_categories_fallback:
      'identifikátory (například identifikátory cookies a online identifikátory), informace o činnosti na internetu nebo v jiné elektronické síti (například stránky, které si prohlížíte, a jak s nimi pracujete) a přibližná poloha odvozená z vaší IP adresy',
    ccpa_rights_title: 'Vaše práva podle kalifornského práva',
    ccpa_rights_body:
      'Pokud žijete v Kalifornii, máte právo vědět, jaké osobní informace shromažďujeme, používáme, zpřístupňujeme, prodáváme a sdílíme, právo na přístup k nim, na jejich výmaz nebo opravu, právo odmítnout jejich prodej nebo sdílení a právo nebýt diskriminováni za uplatnění těchto práv (Cal. Civ. Code §§ 1798.100–1798.125). Žádost podáte prostřednictvím kontaktních údajů výše; každou žádost před odpovědí ověřujeme.',
    opt_out_body:
      'Máte právo odmítnout prodej nebo sdílení svých osobních informací (Cal. Civ. Code § 1798.120). Zvolte v liště cookies „{label}“ nebo vypněte reklamní cookies v nastavení cookies; účet nepotřebujete. Jakmile prodej odmítnete, přestaneme vaše osobní informace prodávat a sdílet.',
    gpc_title: 'Global Privacy Control',
    gpc_body:
      'Signál Global Privacy Control (GPC) z vašeho prohlížeče považujeme za platnou žádost o odmítnutí prodeje nebo sdílení vašich osobních informací pro daný prohlížeč (11 CCR § 7025). Když jej váš prohlížeč odesílá, zůstávají reklamní cookies vypnuté, aniž byste museli cokoli dělat.',
    gpc_on: 'Stav: váš prohlížeč odesílá signál GPC a my jej respektujeme.',
    gpc_off: 'Stav: váš prohlížeč neodesílá signál GPC.',
    gpc_unknown: 'Stav: signál se kontroluje pokaždé, když váš prohlížeč otevře tento web.',
  },
};
