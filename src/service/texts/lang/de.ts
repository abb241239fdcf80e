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
    third_party_note:
      'Wenn Sie eine Kategorie ablehnen, löschen wir die eigenen Cookies dieser Website darin; Cookies anderer Websites lassen sich nur in den Einstellungen Ihres Browsers löschen.',
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
    version: 'Version {number}',
    versions_title: 'Alle Versionen dieser Richtlinie',
    earlier_version: 'Dies ist eine frühere Fassung dieser Richtlinie.',
    current_version: 'Aktuelle Fassung lesen',
  },
  legal: {
    controller_title: 'Verantwortlicher',
    controller_body: 'Verantwortlich für die personenbezogenen Daten, die über Cookies auf {website} verarbeitet werden, ist:',
    controller_fallback: 'Der Betreiber dieser Website. Seine Kontaktdaten finden Sie auf den Seiten der Website.',
    dpo: 'Datenschutzbeauftragter',
    dpo_none: 'Es wurde kein Datenschutzbeauftragter benannt; bitte nutzen Sie die oben genannten Kontaktdaten.',
    dpo_none_alone: 'Es wurde kein Datenschutzbeauftragter benannt.',
    basis_title: 'Zwecke und Rechtsgrundlage',
    basis_body:
      'Wir speichern Informationen auf Ihrem Gerät oder lesen sie von dort nur, wenn dies für die von Ihnen gewünschte Website unbedingt erforderlich ist, oder mit Ihrer Einwilligung (ePrivacy-Richtlinie, Art. 5 Abs. 3). Die Tabelle nennt den Zweck jeder Cookie-Kategorie und die Rechtsgrundlage der Verarbeitung.',
    category: 'Kategorie',
    purpose: 'Zweck',
    legal_basis: 'Rechtsgrundlage',
    basis_necessary:
      'Unbedingt erforderlich: unser berechtigtes Interesse an einer sicheren, funktionierenden Website (Art. 6 Abs. 1 lit. f DSGVO)',
    basis_consent: 'Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO)',
    providers_title: 'Anbieter, Empfänger und Übermittlungen',
    providers_body: 'Diese Anbieter erhalten über ihre Cookies auf dieser Website Informationen.',
    providers_none: 'Außer uns erhält kein Anbieter über Cookies auf dieser Website Informationen.',
    service: 'Dienst',
    country: 'Land',
    safeguard: 'Garantie für die Übermittlung',
    retention: 'Speicherdauer',
    country_unknown: 'Unbekannt',
    transfers:
      'Einige Anbieter verarbeiten Daten möglicherweise außerhalb des Europäischen Wirtschaftsraums (EWR). Besteht für ihr Land kein Angemessenheitsbeschluss der Europäischen Kommission, erfolgt die Übermittlung mit Ihrer Einwilligung (Art. 49 Abs. 1 lit. a DSGVO) oder auf Grundlage von Garantien des Anbieters, etwa der Standardvertragsklauseln der Europäischen Kommission (Art. 46); eine Kopie erhalten Sie auf Anfrage bei uns.',
    safeguard_eea: 'Nicht erforderlich: innerhalb des EWR',
    safeguard_adequate: 'Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO)',
    safeguard_dpf: 'EU-US Data Privacy Framework (Art. 45 DSGVO)',
    safeguard_none: 'Kein Angemessenheitsbeschluss: Ihre Einwilligung (Art. 49 Abs. 1 lit. a DSGVO)',
    safeguard_unknown: 'Land unbekannt: fragen Sie uns',
    retention_title: 'Wie lange Daten gespeichert werden',
    retention_body:
      'Jedes Cookie wird für die in den Tabellen oben genannte Dauer gespeichert, sofern Sie es nicht vorher löschen. Ihre Cookie-Auswahl wird bis zu 13 Monate in Ihrem Browser gespeichert; danach fragen wir erneut.',
    record_retention:
      'Um Ihre Einwilligung nachweisen zu können (Art. 7 Abs. 1 DSGVO), speichern wir zu jeder Auswahl einen Nachweis: die Auswahl, Datum und Uhrzeit, die Seite, Sprache und Region, eine zufällige Kennung Ihres Browsers und Ihre IP-Adresse ohne ihren letzten Teil. Wir bewahren diesen Nachweis auf, solange diese Website unseren Einwilligungsdienst nutzt, und löschen ihn mit der Website.',
    rights_title: 'Ihre Rechte',
    rights_body:
      'Sie haben das Recht auf Auskunft über die personenbezogenen Daten, die wir über Sie speichern (Art. 15 DSGVO), auf Berichtigung (Art. 16) oder Löschung (Art. 17), auf Einschränkung der Verarbeitung (Art. 18), auf Datenübertragbarkeit (Art. 20) und auf Widerspruch gegen eine Verarbeitung, die auf unseren berechtigten Interessen beruht (Art. 21). Sie können Ihre Einwilligung jederzeit widerrufen, ohne dass die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung berührt wird (Art. 7 Abs. 3). Um diese Rechte auszuüben, wenden Sie sich an uns.',
    complaint_title: 'Beschwerde bei einer Aufsichtsbehörde',
    complaint_body:
      'Sie haben das Recht auf Beschwerde bei einer Aufsichtsbehörde, insbesondere in dem EU-Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes (Art. 77 DSGVO).',
    authority: 'Unsere Aufsichtsbehörde',
    authority_fallback: 'die Datenschutzbehörde des Landes, in dem Sie wohnen oder arbeiten',
    further_title: 'Weitere Informationen',
    obligation:
      'Sie sind weder gesetzlich noch vertraglich verpflichtet, andere als unbedingt erforderliche Cookies zu akzeptieren. Akzeptieren Sie sie nicht, funktioniert die Website trotzdem; nur die Funktionen, die auf ihnen beruhen, stehen nicht zur Verfügung.',
    automated:
      'Wir treffen keine ausschließlich auf einer automatisierten Verarbeitung einschließlich Profiling beruhenden Entscheidungen, die Ihnen gegenüber rechtliche Wirkung entfalten oder Sie in ähnlicher Weise erheblich beeinträchtigen (Art. 22 DSGVO).',
    notice_title: 'Hinweis bei der Erhebung',
    notice_body:
      'Kategorien personenbezogener Informationen, die wir über Cookies erheben: {categories}. Wir erheben sie für die oben bei jeder Cookie-Kategorie beschriebenen Zwecke. Werbe- und Analysepartner können sie erhalten, was nach kalifornischem Recht als „Verkauf“ oder „Weitergabe“ personenbezogener Informationen gelten kann. Wir speichern sie für die in dieser Richtlinie genannten Zeiträume.',
    pi_categories_fallback:
      'Kennungen (etwa Cookie- und Online-Kennungen), Informationen über Internet- oder andere elektronische Netzwerkaktivitäten (etwa die aufgerufenen Seiten und Ihre Interaktionen damit) und ein ungefährer Standort, abgeleitet aus Ihrer IP-Adresse',
    ccpa_rights_title: 'Ihre Datenschutzrechte nach kalifornischem Recht',
    ccpa_rights_body:
      'Wenn Sie in Kalifornien ansässig sind, haben Sie das Recht zu erfahren, welche personenbezogenen Informationen wir erheben, nutzen, offenlegen, verkaufen und weitergeben, auf Zugang zu ihnen, auf ihre Löschung oder Berichtigung, auf Widerspruch gegen ihren Verkauf oder ihre Weitergabe und darauf, wegen der Ausübung dieser Rechte nicht benachteiligt zu werden (Cal. Civ. Code §§ 1798.100–1798.125). Für eine Anfrage wenden Sie sich über die oben genannten Kontaktdaten an uns; wir prüfen jede Anfrage, bevor wir sie beantworten.',
    opt_out_body:
      'Sie haben das Recht, dem Verkauf oder der Weitergabe Ihrer personenbezogenen Informationen zu widersprechen (Cal. Civ. Code § 1798.120). Wählen Sie im Cookie-Banner „{label}“ oder deaktivieren Sie Werbe-Cookies in den Cookie-Einstellungen; ein Konto ist nicht nötig. Sobald Sie widersprechen, verkaufen und teilen wir Ihre personenbezogenen Informationen nicht mehr.',
    gpc_title: 'Global Privacy Control',
    gpc_body:
      'Wir behandeln ein Global-Privacy-Control-Signal (GPC) Ihres Browsers als gültigen Widerspruch gegen den Verkauf oder die Weitergabe Ihrer personenbezogenen Informationen für diesen Browser (11 CCR § 7025). Sendet Ihr Browser es, bleiben Werbe-Cookies aus, ohne dass Sie etwas tun müssen.',
    gpc_on: 'Status: Ihr Browser sendet ein GPC-Signal, und wir beachten es.',
    gpc_off: 'Status: Ihr Browser sendet kein GPC-Signal.',
    gpc_unknown: 'Status: Das Signal wird jedes Mal geprüft, wenn Ihr Browser diese Website öffnet.',
  },
  tcf: {
    notice: 'Wir und unsere {count} Anbieter (IAB TCF) verwenden Ihre Daten für diese Zwecke:',
    open: 'Anbieter und Zwecke (IAB TCF)',
    title: 'Anbieter und Zwecke',
    purposes: 'Zwecke',
    specialPurposes: 'Besondere Zwecke',
    features: 'Verarbeitungsmöglichkeiten',
    specialFeatures: 'Besondere Verarbeitungsmöglichkeiten',
    vendors: 'Anbieter ({count})',
    consent: 'Einwilligung',
    object: 'Widerspruch gegen berechtigtes Interesse',
    legitimateInterest: 'Berechtigtes Interesse',
    retention: 'Speicherdauer: {days} Tage',
    dataCategories: 'Erhobene Daten',
    privacy: 'Datenschutzerklärung',
    google: 'Google-Ad-Tech-Anbieter außerhalb der Anbieterliste ({count})',
    save: 'Diese Auswahl speichern',
    close: 'Schließen',
  },
};
