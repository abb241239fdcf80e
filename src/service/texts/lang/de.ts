import type { LanguagePack } from './pack.ts';

/** German, formal address (Sie). */
export const de: LanguagePack = {
  tag: 'de',
  texts: {
    banner_label: 'Cookie-Einwilligung',
    banner_title: 'Ihre Privatsphäre ist uns wichtig',
    accept_all: 'Alle akzeptieren',
    decline: 'Alle ablehnen',
    decline_opt_out: 'Meine personenbezogenen Daten nicht verkaufen oder weitergeben',
    preferences: 'Einstellungen',
    policy_link: 'Cookie-Richtlinie',
    pc_title: 'Cookie-Einstellungen',
    pc_body:
      'Wählen Sie, welche Cookies diese Website verwenden darf. Notwendige Cookies sind immer aktiv, weil die Website ohne sie nicht funktioniert. Sie können Ihre Auswahl jederzeit ändern.',
    save: 'Auswahl speichern',
    decline_all: 'Alle ablehnen',
    close: 'Schließen',
    always_on: 'Immer aktiv',
    no_cookies: 'Diese Website verwendet keine Cookies dieser Kategorie.',
    cookie_name: 'Name',
    cookie_domain: 'Domain',
    cookie_lifetime: 'Speicherdauer',
    cookie_description: 'Beschreibung',
    cookie_count: 'Cookies ({count})',
    service_policy: 'Datenschutzerklärung von {service}',
    new_tab: '(öffnet in einem neuen Tab)',
    service_unknown: 'Unbekannter Anbieter',
    gpc_honoured:
      'Ihr Browser hat ein Global-Privacy-Control-Signal gesendet. Wir haben es als Widerspruch gegen den Verkauf und die Weitergabe Ihrer personenbezogenen Daten berücksichtigt.',
    opt_out_notice:
      'Nach dem Recht Kaliforniens und ähnlichen Gesetzen anderer US-Bundesstaaten kann es als „Verkauf“ oder „Weitergabe“ Ihrer personenbezogenen Daten gelten, wenn unsere Partner über Cookies auf dieser Website Informationen erhalten. Sie haben das Recht, dem jederzeit zu widersprechen.',
    scroll_notice:
      'Wenn Sie auf dieser Seite weiterscrollen, gilt das als Einwilligung in alle Cookies. Mit den Schaltflächen dieses Hinweises können Sie anders entscheiden und Ihre Auswahl jederzeit ändern.',
    gpc_note:
      'Global Privacy Control berücksichtigt: Wir verkaufen Ihre personenbezogenen Daten nicht und geben sie nicht weiter.',
    pref_button: 'Cookie-Einstellungen',
    blocked_content: 'Dieser Inhalt ist blockiert, bis Sie Cookies der Kategorie „{category}“ zulassen.',
    allow_category: 'Cookies der Kategorie „{category}“ zulassen',
    cat_essential: 'Notwendig',
    cat_essential_desc:
      'Erforderlich, damit die Website funktioniert, zum Beispiel für die Sicherheit und um Ihre Cookie-Auswahl zu speichern. Sie können nicht deaktiviert werden.',
    cat_performance: 'Funktionalität',
    cat_performance_desc:
      'Speichern Ihre Einstellungen, etwa Sprache oder Region, damit die Website besser für Sie funktioniert.',
    cat_analytics: 'Statistik',
    cat_analytics_desc: 'Helfen uns zu verstehen, wie Besucher die Website nutzen, damit wir sie verbessern können.',
    cat_advertising: 'Werbung',
    cat_advertising_desc:
      'Werden von uns und unseren Partnern genutzt, um Ihnen relevante Werbung anzuzeigen und deren Wirkung zu messen.',
    cat_social_networking: 'Soziale Netzwerke',
    cat_social_networking_desc:
      'Ermöglichen das Teilen von Inhalten in sozialen Netzwerken und zeigen Inhalte von dort an, etwa eingebettete Beiträge und Videos.',
    cat_unclassified: 'Nicht klassifiziert',
    cat_unclassified_desc: 'Cookies, die wir noch keiner Kategorie zugeordnet haben.',
  },
  body: {
    base: 'Wir verwenden Cookies und ähnliche Technologien, um diese Website zu betreiben und zu verstehen, wie sie genutzt wird.',
    personalized_content: 'Sie helfen uns, Inhalte für Sie zu personalisieren.',
    running_targeted_advertising: 'Außerdem ermöglichen sie es uns, Ihnen Werbung passend zu Ihren Interessen zu zeigen.',
    share_data_to_3rd_party:
      'Wir geben Informationen darüber, wie Sie diese Website nutzen, an Dritte weiter, etwa an unsere Werbe- und Analysepartner.',
    choice: 'Sie entscheiden, welche Cookies Sie zulassen, und können Ihre Auswahl jederzeit ändern.',
  },
  session: 'Sitzung',
  policy: {
    title: 'Cookie-Richtlinie',
    intro:
      'Diese Cookie-Richtlinie erklärt, wie {website} Cookies und ähnliche Technologien verwendet und welche Wahlmöglichkeiten Sie haben.',
    what_title: 'Was sind Cookies?',
    what_body:
      'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Ähnliche Technologien wie der lokale Speicher des Browsers oder Zählpixel funktionieren ganz ähnlich; in dieser Richtlinie nennen wir sie alle Cookies.',
    use_title: 'Wie wir Cookies verwenden',
    use_body:
      'Notwendige Cookies verwenden wir, um die Website zu betreiben. Alle anderen Cookies verwenden wir nur mit Ihrer Einwilligung oder, wo das Gesetz es erlaubt, bis Sie widersprechen.',
    list_title: 'Welche Cookies wir verwenden',
    list_body: 'Die folgenden Tabellen führen die Cookies dieser Website nach Kategorien geordnet auf.',
    none: 'Diese Website verwendet derzeit keine Cookies.',
    provider: 'Anbieter',
    provider_policy: 'Datenschutzerklärung',
    change_title: 'So ändern Sie Ihre Auswahl',
    change_body:
      'Sie können Ihre Einwilligung jederzeit ändern oder widerrufen. Außerdem können Sie Cookies in den Einstellungen Ihres Browsers löschen.',
    change_button: 'Meine Auswahl ändern',
    change_elsewhere: 'Öffnen Sie dazu die Cookie-Einstellungen auf einer beliebigen Seite unserer Website.',
    contact_title: 'Kontakt',
    contact_body: 'Wenn Sie Fragen zu dieser Richtlinie haben, wenden Sie sich bitte an uns:',
    email: 'E-Mail',
    phone: 'Telefon',
    updated: 'Zuletzt aktualisiert: {date}',
    missing_title: 'Dokument nicht gefunden',
    missing_body: 'Diese Cookie-Richtlinie existiert nicht oder wurde noch nicht veröffentlicht.',
  },
};
