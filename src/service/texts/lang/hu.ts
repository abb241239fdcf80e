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
  },
};
