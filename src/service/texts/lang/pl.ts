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
};
