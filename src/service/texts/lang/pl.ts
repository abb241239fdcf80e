import type { LanguagePack } from './pack.ts';

/** Polish, addressing the visitor directly as Polish websites do. */
export const pl: LanguagePack = {
  tag: 'pl',
  texts: {
    banner_label: 'Zgoda na pliki cookie',
    banner_title: 'Dbamy o Twoją prywatność',
    accept_all: 'Zaakceptuj wszystkie',
    decline: 'Odrzuć wszystkie',
    decline_opt_out: 'Nie sprzedawaj ani nie udostępniaj moich danych osobowych',
    preferences: 'Dostosuj',
    policy_link: 'Polityka plików cookie',
    pc_title: 'Ustawienia plików cookie',
    pc_body:
      'Wybierz, z jakich plików cookie może korzystać ta witryna. Niezbędne pliki cookie są zawsze włączone, ponieważ bez nich witryna nie działa. Swój wybór możesz zmienić w każdej chwili.',
    save: 'Zapisz moje wybory',
    decline_all: 'Odrzuć wszystkie',
    close: 'Zamknij',
    always_on: 'Zawsze aktywne',
    no_cookies: 'Ta witryna nie używa plików cookie z tej kategorii.',
    cookie_name: 'Nazwa',
    cookie_domain: 'Domena',
    cookie_lifetime: 'Okres przechowywania',
    cookie_description: 'Opis',
    cookie_count: 'Pliki cookie ({count})',
    service_policy: 'Polityka prywatności: {service}',
    new_tab: '(otwiera się w nowej karcie)',
    service_unknown: 'Nieznany dostawca',
    gpc_honoured:
      'Twoja przeglądarka wysłała sygnał Global Privacy Control. Uwzględniliśmy go jako żądanie, aby nie sprzedawać ani nie udostępniać Twoich danych osobowych.',
    opt_out_notice:
      'Zgodnie z prawem Kalifornii i podobnymi przepisami innych stanów USA przekazywanie naszym partnerom informacji za pośrednictwem plików cookie w tej witrynie może stanowić „sprzedaż” lub „udostępnianie” Twoich danych osobowych. Masz prawo w każdej chwili się temu sprzeciwić.',
    scroll_notice:
      'Dalsze przewijanie tej strony oznacza zgodę na wszystkie pliki cookie. Możesz zdecydować inaczej za pomocą przycisków w tym komunikacie i w każdej chwili zmienić swój wybór.',
    gpc_note: 'Uwzględniono sygnał Global Privacy Control: nie sprzedajemy ani nie udostępniamy Twoich danych osobowych.',
    pref_button: 'Ustawienia plików cookie',
    blocked_content: 'Ta treść jest zablokowana, dopóki nie zezwolisz na pliki cookie z kategorii „{category}”.',
    allow_category: 'Zezwól na pliki cookie z kategorii „{category}”',
    cat_essential: 'Niezbędne',
    cat_essential_desc:
      'Potrzebne do działania witryny, na przykład do zapewnienia bezpieczeństwa i zapamiętania Twoich wyborów dotyczących plików cookie. Nie można ich wyłączyć.',
    cat_performance: 'Funkcjonalne',
    cat_performance_desc: 'Zapamiętują Twoje ustawienia, takie jak język czy region, aby witryna działała lepiej.',
    cat_analytics: 'Analityczne',
    cat_analytics_desc: 'Pomagają nam zrozumieć, jak odwiedzający korzystają z witryny, abyśmy mogli ją ulepszać.',
    cat_advertising: 'Reklamowe',
    cat_advertising_desc: 'Używamy ich wraz z naszymi partnerami, aby wyświetlać Ci trafne reklamy i mierzyć ich skuteczność.',
    cat_social_networking: 'Media społecznościowe',
    cat_social_networking_desc:
      'Umożliwiają udostępnianie treści w mediach społecznościowych i wyświetlanie pochodzących z nich treści, takich jak osadzone posty i filmy.',
    cat_unclassified: 'Niesklasyfikowane',
    cat_unclassified_desc: 'Pliki cookie, których jeszcze nie sklasyfikowaliśmy.',
  },
  body: {
    base: 'Używamy plików cookie i podobnych technologii, aby zapewnić działanie tej witryny i zrozumieć, jak jest używana.',
    personalized_content: 'Pomagają nam dopasowywać treści do Ciebie.',
    running_targeted_advertising: 'Pozwalają nam też wyświetlać Ci reklamy dopasowane do Twoich zainteresowań.',
    share_data_to_3rd_party:
      'Udostępniamy informacje o tym, jak korzystasz z tej witryny, podmiotom trzecim, takim jak nasi partnerzy reklamowi i analityczni.',
    choice: 'Ty decydujesz, na które pliki cookie się zgadzasz, i możesz w każdej chwili zmienić swój wybór.',
  },
  session: 'Sesja',
  policy: {
    title: 'Polityka plików cookie',
    intro:
      'Niniejsza polityka wyjaśnia, jak {website} korzysta z plików cookie i podobnych technologii oraz jakie masz możliwości wyboru.',
    what_title: 'Czym są pliki cookie?',
    what_body:
      'Pliki cookie to małe pliki tekstowe, które witryna zapisuje w Twojej przeglądarce. Podobne technologie, takie jak pamięć lokalna przeglądarki i piksele śledzące, działają w bardzo podobny sposób; w tej polityce nazywamy je wszystkie plikami cookie.',
    use_title: 'Jak używamy plików cookie',
    use_body:
      'Niezbędnych plików cookie używamy, aby witryna działała. Wszystkich pozostałych używamy wyłącznie za Twoją zgodą lub, gdy zezwala na to prawo, do czasu wniesienia przez Ciebie sprzeciwu.',
    list_title: 'Pliki cookie, których używamy',
    list_body: 'Poniższe tabele zawierają pliki cookie tej witryny, pogrupowane według kategorii.',
    none: 'Ta witryna obecnie nie używa plików cookie.',
    provider: 'Dostawca',
    provider_policy: 'Polityka prywatności',
    change_title: 'Jak zmienić swój wybór',
    change_body: 'W każdej chwili możesz zmienić lub wycofać zgodę. Pliki cookie możesz też usunąć w ustawieniach przeglądarki.',
    change_button: 'Zmień mój wybór',
    change_elsewhere: 'Aby to zrobić, otwórz ustawienia plików cookie na dowolnej stronie naszej witryny.',
    contact_title: 'Kontakt',
    contact_body: 'Jeśli masz pytania dotyczące tej polityki, skontaktuj się z nami:',
    email: 'E-mail',
    phone: 'Telefon',
    updated: 'Ostatnia aktualizacja: {date}',
    missing_title: 'Nie znaleziono dokumentu',
    missing_body: 'Ta polityka plików cookie nie istnieje lub nie została jeszcze opublikowana.',
  },
  legal: {
    controller_title: 'Kto jest administratorem',
    controller_body: 'Administratorem danych osobowych przetwarzanych za pomocą plików cookie w serwisie {website} jest:',
    controller_fallback: 'Operator tej strony. Jego dane kontaktowe znajdziesz na stronach serwisu.',
    dpo: 'Inspektor ochrony danych',
    dpo_none: 'Nie wyznaczono inspektora ochrony danych; skorzystaj z danych kontaktowych podanych powyżej.',
    basis_title: 'Cele i podstawa prawna',
    basis_body:
      'Zapisujemy informacje na Twoim urządzeniu lub je z niego odczytujemy tylko wtedy, gdy jest to niezbędne do udostępnienia strony, o którą prosisz, albo za Twoją zgodą (dyrektywa o prywatności i łączności elektronicznej, art. 5 ust. 3). Tabela podaje cel każdej kategorii plików cookie i podstawę prawną przetwarzania.',
    category: 'Kategoria',
    purpose: 'Cel',
    legal_basis: 'Podstawa prawna',
    basis_necessary: 'Niezbędne: nasz prawnie uzasadniony interes w bezpiecznej, działającej stronie (art. 6 ust. 1 lit. f RODO)',
    basis_consent: 'Twoja zgoda (art. 6 ust. 1 lit. a RODO)',
    providers_title: 'Dostawcy, odbiorcy i przekazywanie danych',
    providers_body: 'Ci dostawcy otrzymują informacje za pomocą swoich plików cookie na tej stronie.',
    providers_none: 'Poza nami żaden dostawca nie otrzymuje informacji za pomocą plików cookie na tej stronie.',
    service: 'Usługa',
    country: 'Kraj',
    safeguard: 'Zabezpieczenie przekazania',
    retention: 'Okres przechowywania',
    country_unknown: 'Nieznany',
    transfers:
      'Niektórzy dostawcy mogą przetwarzać dane poza Europejskim Obszarem Gospodarczym (EOG). Jeśli dla ich kraju nie ma decyzji Komisji Europejskiej stwierdzającej odpowiedni stopień ochrony, przekazanie następuje za Twoją zgodą (art. 49 ust. 1 lit. a RODO) lub na podstawie zabezpieczeń oferowanych przez dostawcę, np. standardowych klauzul umownych Komisji Europejskiej (art. 46); możesz poprosić nas o ich kopię.',
    safeguard_eea: 'Niepotrzebne: w obrębie EOG',
    safeguard_adequate: 'Decyzja Komisji Europejskiej stwierdzająca odpowiedni stopień ochrony (art. 45 RODO)',
    safeguard_dpf: 'Ramy ochrony danych UE–USA (art. 45 RODO)',
    safeguard_none: 'Brak decyzji o odpowiednim stopniu ochrony: Twoja zgoda (art. 49 ust. 1 lit. a RODO)',
    safeguard_unknown: 'Kraj nieznany: zapytaj nas',
    retention_title: 'Jak długo przechowujemy dane',
    retention_body:
      'Każdy plik cookie jest przechowywany przez okres podany w tabelach powyżej, chyba że usuniesz go wcześniej. Twój wybór dotyczący plików cookie jest zapisany w przeglądarce najwyżej przez 13 miesięcy; potem zapytamy ponownie.',
    record_retention:
      'Aby móc wykazać Twoją zgodę (art. 7 ust. 1 RODO), przechowujemy zapis każdego wyboru: wybór, jego datę i godzinę, stronę, język i region, losowy identyfikator Twojej przeglądarki oraz Twój adres IP bez ostatniej części. Przechowujemy ten zapis, dopóki ta strona korzysta z naszej usługi zgód, i usuwamy go razem ze stroną.',
    rights_title: 'Twoje prawa',
    rights_body:
      'Masz prawo dostępu do danych osobowych, które o Tobie przechowujemy (art. 15 RODO), do ich sprostowania (art. 16) lub usunięcia (art. 17), do ograniczenia ich przetwarzania (art. 18), do przenoszenia danych (art. 20) oraz do sprzeciwu wobec przetwarzania opartego na naszych prawnie uzasadnionych interesach (art. 21). Zgodę możesz w każdej chwili wycofać, bez wpływu na zgodność z prawem przetwarzania przed jej wycofaniem (art. 7 ust. 3). Aby skorzystać z tych praw, skontaktuj się z nami.',
    complaint_title: 'Skarga do organu nadzorczego',
    complaint_body:
      'Masz prawo wnieść skargę do organu nadzorczego, w szczególności w państwie członkowskim UE swojego zwykłego pobytu, miejsca pracy lub miejsca popełnienia domniemanego naruszenia (art. 77 RODO).',
    authority: 'Nasz organ nadzorczy',
    authority_fallback: 'organ ochrony danych kraju, w którym mieszkasz lub pracujesz',
    further_title: 'Dodatkowe informacje',
    obligation:
      'Nie masz ustawowego ani umownego obowiązku akceptowania plików cookie innych niż niezbędne. Jeśli ich nie zaakceptujesz, strona nadal działa; niedostępne są tylko funkcje, które od nich zależą.',
    automated:
      'Nie podejmujemy decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, w tym profilowaniu, które wywołują wobec Ciebie skutki prawne lub w podobny sposób istotnie na Ciebie wpływają (art. 22 RODO).',
    notice_title: 'Informacja przy zbieraniu danych',
    notice_body:
      'Kategorie danych osobowych, które zbieramy za pomocą plików cookie: {categories}. Zbieramy je w celach opisanych powyżej przy każdej kategorii plików cookie. Partnerzy reklamowi i analityczni mogą je otrzymywać, co według prawa Kalifornii może stanowić „sprzedaż” lub „udostępnianie” danych osobowych. Przechowujemy je przez okresy podane w tej polityce.',
    pi_categories_fallback:
      'identyfikatory (np. identyfikatory plików cookie i identyfikatory internetowe), informacje o aktywności w internecie lub innej sieci elektronicznej (np. przeglądane strony i sposób korzystania z nich) oraz przybliżoną lokalizację ustaloną na podstawie adresu IP',
    ccpa_rights_title: 'Twoje prawa według prawa Kalifornii',
    ccpa_rights_body:
      'Jeśli mieszkasz w Kalifornii, masz prawo wiedzieć, jakie dane osobowe zbieramy, wykorzystujemy, ujawniamy, sprzedajemy i udostępniamy, uzyskać do nich dostęp, żądać ich usunięcia lub poprawienia, sprzeciwić się ich sprzedaży lub udostępnianiu oraz nie być dyskryminowanym z powodu korzystania z tych praw (Cal. Civ. Code §§ 1798.100–1798.125). Aby złożyć wniosek, skontaktuj się z nami, korzystając z danych powyżej; każdy wniosek weryfikujemy przed odpowiedzią.',
    opt_out_body:
      'Masz prawo sprzeciwić się sprzedaży lub udostępnianiu swoich danych osobowych (Cal. Civ. Code § 1798.120). Wybierz „{label}” w banerze plików cookie albo wyłącz reklamowe pliki cookie w ustawieniach plików cookie; konto nie jest potrzebne. Gdy tylko zgłosisz sprzeciw, przestajemy sprzedawać i udostępniać Twoje dane osobowe.',
    gpc_title: 'Global Privacy Control',
    gpc_body:
      'Sygnał Global Privacy Control (GPC) z Twojej przeglądarki traktujemy jako ważne żądanie wyłączenia sprzedaży lub udostępniania Twoich danych osobowych dla tej przeglądarki (11 CCR § 7025). Gdy Twoja przeglądarka go wysyła, reklamowe pliki cookie pozostają wyłączone bez żadnego działania z Twojej strony.',
    gpc_on: 'Stan: Twoja przeglądarka wysyła sygnał GPC, a my go respektujemy.',
    gpc_off: 'Stan: Twoja przeglądarka nie wysyła sygnału GPC.',
    gpc_unknown: 'Stan: sygnał jest sprawdzany za każdym razem, gdy Twoja przeglądarka otwiera tę stronę.',
  },
};
