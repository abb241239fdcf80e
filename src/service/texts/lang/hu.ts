import type { LanguagePack } from './pack.ts';

/** Hungarian, formal address (Ön). */
export const hu: LanguagePack = {
  tag: 'hu',
  texts: {
    banner_label: 'Hozzájárulás sütik használatához',
    banner_title: 'Fontos számunkra az Ön adatainak védelme',
    accept_all: 'Összes elfogadása',
    decline: 'Összes elutasítása',
    decline_opt_out: 'Ne adják el és ne osszák meg a személyes adataimat',
    preferences: 'Testreszabás',
    policy_link: 'Sütikezelési tájékoztató',
    pc_title: 'Sütibeállítások',
    pc_body:
      'Válassza ki, milyen sütiket használhat ez a weboldal. A feltétlenül szükséges sütik mindig aktívak, mert nélkülük a weboldal nem működik. Döntését bármikor módosíthatja.',
    save: 'Beállítások mentése',
    decline_all: 'Összes elutasítása',
    close: 'Bezárás',
    always_on: 'Mindig aktív',
    no_cookies: 'A weboldal nem használ ebbe a kategóriába tartozó sütiket.',
    cookie_name: 'Név',
    cookie_domain: 'Domain',
    cookie_lifetime: 'Élettartam',
    cookie_description: 'Leírás',
    cookie_count: 'Sütik ({count})',
    service_policy: '{service} adatvédelmi tájékoztatója',
    new_tab: '(új lapon nyílik meg)',
    service_unknown: 'Ismeretlen szolgáltató',
    gpc_honoured:
      'Böngészője Global Privacy Control jelzést küldött. Ezt kérésként tiszteletben tartottuk: személyes adatait nem adjuk el és nem osztjuk meg.',
    opt_out_notice:
      'Kalifornia joga és más amerikai tagállamok hasonló törvényei szerint személyes adatai „eladásának” vagy „megosztásának” minősülhet, ha partnereink e weboldal sütijein keresztül információkat kapnak. Ön jogosult ezt bármikor megtiltani.',
    scroll_notice:
      'Ha tovább görget ezen az oldalon, az az összes süti elfogadásának minősül. E tájékoztatás gombjaival másként is dönthet, és döntését bármikor módosíthatja.',
    gpc_note: 'A Global Privacy Control jelzést tiszteletben tartottuk: személyes adatait nem adjuk el és nem osztjuk meg.',
    third_party_note:
      'Ha elutasít egy kategóriát, töröljük a weboldal saját, abba tartozó sütijeit; más weboldalak sütijeit csak a böngésző beállításaiban lehet törölni.',
    pref_button: 'Sütibeállítások',
    blocked_content: 'Ez a tartalom le van tiltva, amíg nem engedélyezi a(z) „{category}” kategóriába tartozó sütiket.',
    allow_category: 'A(z) „{category}” kategóriába tartozó sütik engedélyezése',
    cat_essential: 'Feltétlenül szükséges',
    cat_essential_desc:
      'A weboldal működéséhez szükségesek, például a biztonsághoz és az Ön sütibeállításainak megjegyzéséhez. Nem kapcsolhatók ki.',
    cat_performance: 'Funkcionális',
    cat_performance_desc:
      'Megjegyzik a beállításait, például a nyelvet vagy a régiót, hogy a weboldal jobban működjön az Ön számára.',
    cat_analytics: 'Statisztikai',
    cat_analytics_desc: 'Segítenek megérteni, hogyan használják a látogatók a weboldalt, hogy fejleszthessük.',
    cat_advertising: 'Marketing',
    cat_advertising_desc:
      'Mi és partnereink arra használjuk őket, hogy releváns hirdetéseket jelenítsünk meg Önnek, és mérjük azok hatékonyságát.',
    cat_social_networking: 'Közösségi média',
    cat_social_networking_desc:
      'Lehetővé teszik a tartalmak megosztását a közösségi hálózatokon, és az onnan származó tartalmak, például beágyazott bejegyzések és videók megjelenítését.',
    cat_unclassified: 'Nem besorolt',
    cat_unclassified_desc: 'Sütik, amelyeket még nem soroltunk be.',
  },
  body: {
    base: 'Sütiket és hasonló technológiákat használunk a weboldal működtetéséhez és annak megértéséhez, hogyan használják.',
    personalized_content: 'Segítségükkel személyre szabjuk az Önnek megjelenő tartalmakat.',
    running_targeted_advertising:
      'Lehetővé teszik azt is, hogy az érdeklődési körének megfelelő hirdetéseket jelenítsünk meg Önnek.',
    share_data_to_3rd_party:
      'A weboldal használatára vonatkozó információkat harmadik felekkel, például hirdetési és elemzési partnereinkkel is megosztjuk.',
    choice: 'Ön dönti el, mely sütiket engedélyezi, és döntését bármikor módosíthatja.',
  },
  session: 'Munkamenet',
  policy: {
    title: 'Sütikezelési tájékoztató',
    intro:
      'Ez a tájékoztató bemutatja, hogyan használja a(z) {website} a sütiket és a hasonló technológiákat, és milyen választási lehetőségei vannak Önnek.',
    what_title: 'Mik azok a sütik?',
    what_body:
      'A sütik (cookie-k) kis szöveges fájlok, amelyeket egy weboldal az Ön böngészőjében tárol. A hasonló technológiák, például a helyi tárhely és a követőpixelek, nagyon hasonlóan működnek; ebben a tájékoztatóban mindegyiket sütinek nevezzük.',
    use_title: 'Hogyan használjuk a sütiket?',
    use_body:
      'A feltétlenül szükséges sütiket a weboldal működtetéséhez használjuk. Minden más sütit csak az Ön hozzájárulásával, vagy ahol a jogszabályok megengedik, az Ön tiltakozásáig használunk.',
    list_title: 'Az általunk használt sütik',
    list_body: 'Az alábbi táblázatok kategóriák szerint csoportosítva sorolják fel a weboldal sütijeit.',
    none: 'A weboldal jelenleg nem használ sütiket.',
    provider: 'Szolgáltató',
    provider_policy: 'Adatvédelmi tájékoztató',
    change_title: 'Hogyan módosíthatja döntését?',
    change_body: 'Hozzájárulását bármikor módosíthatja vagy visszavonhatja. A sütiket a böngészője beállításaiban is törölheti.',
    change_button: 'Döntésem módosítása',
    change_elsewhere: 'Ezt weboldalunk bármely oldalán, a sütibeállításokban teheti meg.',
    contact_title: 'Kapcsolat',
    contact_body: 'Ha kérdése van ezzel a tájékoztatóval kapcsolatban, forduljon hozzánk:',
    email: 'E-mail',
    phone: 'Telefon',
    updated: 'Utolsó frissítés: {date}',
    missing_title: 'A dokumentum nem található',
    missing_body: 'Ez a sütikezelési tájékoztató nem létezik, vagy még nem tették közzé.',
    version: '{number}. változat',
    versions_title: 'A tájékoztató összes változata',
    earlier_version: 'Ez a szabályzat egy korábbi változata.',
    current_version: 'Az érvényes változat elolvasása',
  },
  legal: {
    controller_title: 'Ki az adatkezelő',
    controller_body: 'A(z) {website} webhelyen sütik útján kezelt személyes adatok adatkezelője:',
    controller_fallback: 'A webhely üzemeltetője. Elérhetőségei a webhely oldalain találhatók.',
    dpo: 'Adatvédelmi tisztviselő',
    dpo_none: 'Adatvédelmi tisztviselőt nem jelöltek ki; kérjük, használja a fenti elérhetőségeket.',
    dpo_none_alone: 'Adatvédelmi tisztviselőt nem jelöltek ki.',
    basis_title: 'Célok és jogalap',
    basis_body:
      'Csak akkor tárolunk információt az Ön eszközén vagy olvasunk ki onnan, ha ez feltétlenül szükséges az Ön által kért webhely nyújtásához, vagy ha Ön hozzájárult (elektronikus hírközlési adatvédelmi irányelv, 5. cikk (3) bekezdés). A táblázat megadja az egyes sütikategóriák célját és az adatkezelés jogalapját.',
    category: 'Kategória',
    purpose: 'Cél',
    legal_basis: 'Jogalap',
    basis_necessary:
      'Feltétlenül szükséges: jogos érdekünk egy biztonságos, működő webhelyhez (GDPR 6. cikk (1) bekezdés f) pont)',
    basis_consent: 'Az Ön hozzájárulása (GDPR 6. cikk (1) bekezdés a) pont)',
    providers_title: 'Szolgáltatók, címzettek és adattovábbítás',
    providers_body: 'Ezek a szolgáltatók a sütijeik révén információt kapnak ezen a webhelyen.',
    providers_none: 'Rajtunk kívül egyetlen szolgáltató sem kap információt sütik révén ezen a webhelyen.',
    service: 'Szolgáltatás',
    country: 'Ország',
    safeguard: 'A továbbítás garanciája',
    retention: 'Megőrzési idő',
    country_unknown: 'Ismeretlen',
    transfers:
      'Egyes szolgáltatók az Európai Gazdasági Térségen (EGT) kívül is kezelhetnek adatokat. Ha országukra nincs az Európai Bizottság megfelelőségi határozata, a továbbítás az Ön hozzájárulásával (GDPR 49. cikk (1) bekezdés a) pont) vagy a szolgáltató által nyújtott garanciák, például az Európai Bizottság általános szerződési feltételei (46. cikk) alapján történik; ezekről másolatot kérhet tőlünk.',
    safeguard_eea: 'Nem szükséges: az EGT-n belül',
    safeguard_adequate: 'Az Európai Bizottság megfelelőségi határozata (GDPR 45. cikk)',
    safeguard_dpf: 'EU–USA adatvédelmi keret (GDPR 45. cikk)',
    safeguard_none: 'Nincs megfelelőségi határozat: az Ön hozzájárulása (GDPR 49. cikk (1) bekezdés a) pont)',
    safeguard_unknown: 'Az ország ismeretlen: kérdezzen minket',
    retention_title: 'Mennyi ideig őrizzük az adatokat',
    retention_body:
      'Minden sütit a fenti táblázatokban megadott ideig őrzünk, hacsak Ön korábban nem törli. A sütikkel kapcsolatos döntését legfeljebb 13 hónapig tároljuk a böngészőjében; utána újra megkérdezzük.',
    record_retention:
      'Hogy hozzájárulását igazolni tudjuk (GDPR 7. cikk (1) bekezdés), minden döntésről nyilvántartást vezetünk: a döntést, annak dátumát és idejét, az oldalt, a nyelvet és a régiót, böngészőjének egy véletlenszerű azonosítóját és IP-címét az utolsó része nélkül. A nyilvántartást addig őrizzük, amíg ez a webhely a hozzájárulás-kezelő szolgáltatásunkat használja, és a webhellyel együtt töröljük.',
    rights_title: 'Az Ön jogai',
    rights_body:
      'Önnek joga van hozzáférni az Önről tárolt személyes adatokhoz (GDPR 15. cikk), kérni azok helyesbítését (16. cikk) vagy törlését (17. cikk), az adatkezelés korlátozását (18. cikk), az adathordozhatósághoz (20. cikk), valamint tiltakozni a jogos érdekünkön alapuló adatkezelés ellen (21. cikk). Hozzájárulását bármikor visszavonhatja, ez nem érinti a visszavonás előtti adatkezelés jogszerűségét (7. cikk (3) bekezdés). E jogai gyakorlásához forduljon hozzánk.',
    complaint_title: 'Panasz a felügyeleti hatóságnál',
    complaint_body:
      'Önnek joga van panaszt tenni egy felügyeleti hatóságnál, különösen a szokásos tartózkodási helye, munkahelye vagy a feltételezett jogsértés helye szerinti uniós tagállamban (GDPR 77. cikk).',
    authority: 'Felügyeleti hatóságunk',
    authority_fallback: 'annak az országnak az adatvédelmi hatósága, ahol Ön él vagy dolgozik',
    further_title: 'További információk',
    obligation:
      'Önt jogszabály vagy szerződés nem kötelezi arra, hogy a feltétlenül szükségeseken kívül más sütiket elfogadjon. Ha nem fogadja el őket, a webhely akkor is működik; csak az azokra épülő funkciók nem érhetők el.',
    automated:
      'Nem hozunk kizárólag automatizált adatkezelésen – ideértve a profilalkotást is – alapuló olyan döntést, amely Önre nézve joghatással járna vagy Önt hasonlóképpen jelentős mértékben érintené (GDPR 22. cikk).',
    notice_title: 'Tájékoztatás az adatgyűjtéskor',
    notice_body:
      'A személyes információk kategóriái, amelyeket sütik révén gyűjtünk: {categories}. Ezeket a fenti sütikategóriáknál leírt célokra gyűjtjük. Hirdetési és elemzési partnereink megkaphatják őket, ami a kaliforniai jog szerint a személyes információk „eladásának” vagy „megosztásának” minősülhet. Az ebben a szabályzatban megadott ideig őrizzük őket.',
    pi_categories_fallback:
      'azonosítók (például süti- és online azonosítók), az internetes vagy más elektronikus hálózati tevékenységre vonatkozó információk (például a megtekintett oldalak és az azokkal való interakció), valamint az IP-címből levezetett hozzávetőleges hely',
    ccpa_rights_title: 'Az Ön adatvédelmi jogai a kaliforniai jog szerint',
    ccpa_rights_body:
      'Ha Ön Kaliforniában él, joga van megtudni, milyen személyes információkat gyűjtünk, használunk, hozunk nyilvánosságra, adunk el és osztunk meg, hozzáférni azokhoz, kérni törlésüket vagy helyesbítésüket, kérni eladásuk vagy megosztásuk mellőzését, és joga van ahhoz, hogy e jogok gyakorlása miatt ne érje hátrányos megkülönböztetés (Cal. Civ. Code §§ 1798.100–1798.125). Kérelmét a fenti elérhetőségeken nyújthatja be; minden kérelmet ellenőrzünk, mielőtt megválaszoljuk.',
    opt_out_body:
      'Önnek joga van kérni, hogy személyes információit ne adjuk el és ne osszuk meg (Cal. Civ. Code § 1798.120). Válassza a sütisávban a(z) „{label}” lehetőséget, vagy kapcsolja ki a hirdetési sütiket a sütibeállításokban; fiókra nincs szükség. Amint ezt kéri, abbahagyjuk személyes információi eladását és megosztását.',
    gpc_title: 'Global Privacy Control',
    gpc_body:
      'A böngészője által küldött Global Privacy Control (GPC) jelzést érvényes kérésnek tekintjük arra, hogy az adott böngészőben ne adjuk el és ne osszuk meg személyes információit (11 CCR § 7025). Ha böngészője küldi, a hirdetési sütik kikapcsolva maradnak anélkül, hogy bármit tennie kellene.',
    gpc_on: 'Állapot: böngészője GPC-jelzést küld, és mi tiszteletben tartjuk.',
    gpc_off: 'Állapot: böngészője nem küld GPC-jelzést.',
    gpc_unknown: 'Állapot: a jelzést minden alkalommal ellenőrizzük, amikor böngészője megnyitja ezt a webhelyet.',
  },
  tcf: {
    notice: 'Mi és {count} beszállítónk (IAB TCF) az Ön adatait a következő célokra használjuk:',
    open: 'Beszállítók és célok (IAB TCF)',
    title: 'Beszállítók és célok',
    purposes: 'Célok',
    specialPurposes: 'Különleges célok',
    features: 'Funkciók',
    specialFeatures: 'Különleges funkciók',
    vendors: 'Beszállítók ({count})',
    consent: 'Hozzájárulás',
    object: 'Tiltakozás a jogos érdek ellen',
    legitimateInterest: 'Jogos érdek',
    retention: 'Megőrzési idő: {days} nap',
    dataCategories: 'Gyűjtött adatok',
    privacy: 'Adatvédelmi tájékoztató',
    google: 'A Google hirdetéstechnológiai szolgáltatói a beszállítói listán kívül ({count})',
    save: 'Választások mentése',
    close: 'Bezárás',
  },
};
