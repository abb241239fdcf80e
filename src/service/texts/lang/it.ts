import type { LanguagePack } from './pack.ts';

/** Italian, with the informal "tu" that Italian websites use. */
export const it: LanguagePack = {
  tag: 'it',
  texts: {
    banner_label: 'Consenso ai cookie',
    banner_title: 'Rispettiamo la tua privacy',
    accept_all: 'Accetta tutti',
    decline: 'Rifiuta tutti',
    decline_opt_out: 'Non vendere né condividere i miei dati personali',
    preferences: 'Personalizza',
    policy_link: 'Informativa sui cookie',
    pc_title: 'Preferenze sui cookie',
    pc_body:
      'Scegli quali cookie può utilizzare questo sito. I cookie necessari sono sempre attivi, perché senza di essi il sito non può funzionare. Puoi modificare la tua scelta in qualsiasi momento.',
    save: 'Salva le mie scelte',
    decline_all: 'Rifiuta tutti',
    close: 'Chiudi',
    always_on: 'Sempre attivi',
    no_cookies: 'Questo sito non utilizza cookie di questa categoria.',
    cookie_name: 'Nome',
    cookie_domain: 'Dominio',
    cookie_lifetime: 'Durata',
    cookie_description: 'Descrizione',
    cookie_count: 'Cookie ({count})',
    service_policy: 'Informativa sulla privacy di {service}',
    new_tab: '(si apre in una nuova scheda)',
    service_unknown: 'Fornitore sconosciuto',
    gpc_honoured:
      'Il tuo browser ha inviato un segnale Global Privacy Control. Lo abbiamo rispettato come richiesta di non vendere né condividere i tuoi dati personali.',
    opt_out_notice:
      'Ai sensi della legge della California e di leggi analoghe di altri Stati USA, il fatto che i nostri partner ricevano informazioni tramite i cookie di questo sito può costituire una «vendita» o una «condivisione» dei tuoi dati personali. Hai il diritto di opporti in qualsiasi momento.',
    scroll_notice:
      'Se continui a scorrere questa pagina, acconsenti a tutti i cookie. Puoi scegliere diversamente con i pulsanti di questo avviso e modificare la tua scelta in qualsiasi momento.',
    gpc_note: 'Global Privacy Control rispettato: non vendiamo né condividiamo i tuoi dati personali.',
    pref_button: 'Preferenze sui cookie',
    blocked_content: 'Questo contenuto è bloccato finché non consenti i cookie della categoria «{category}».',
    allow_category: 'Consenti i cookie «{category}»',
    cat_essential: 'Necessari',
    cat_essential_desc:
      'Indispensabili per il funzionamento del sito, ad esempio per garantirne la sicurezza e ricordare le tue scelte sui cookie. Non possono essere disattivati.',
    cat_performance: 'Funzionalità',
    cat_performance_desc: 'Ricordano le tue impostazioni, come la lingua o la regione, per far funzionare meglio il sito.',
    cat_analytics: 'Statistiche',
    cat_analytics_desc: 'Ci aiutano a capire come i visitatori utilizzano il sito, così da poterlo migliorare.',
    cat_advertising: 'Pubblicità',
    cat_advertising_desc: 'Utilizzati da noi e dai nostri partner per mostrarti annunci pertinenti e misurarne l’efficacia.',
    cat_social_networking: 'Social network',
    cat_social_networking_desc:
      'Ti permettono di condividere contenuti sui social network e di visualizzarne i contenuti, come post e video incorporati.',
    cat_unclassified: 'Non classificati',
    cat_unclassified_desc: 'Cookie che non abbiamo ancora classificato.',
  },
  body: {
    base: 'Utilizziamo cookie e tecnologie simili per far funzionare questo sito e capire come viene utilizzato.',
    personalized_content: 'Ci aiutano a personalizzare i contenuti per te.',
    running_targeted_advertising: 'Ci permettono inoltre di mostrarti pubblicità in linea con i tuoi interessi.',
    share_data_to_3rd_party:
      'Condividiamo informazioni sul modo in cui utilizzi questo sito con terze parti, come i nostri partner pubblicitari e di analisi.',
    choice: 'Sei tu a decidere quali cookie consentire e puoi modificare la tua scelta in qualsiasi momento.',
  },
  session: 'Sessione',
  policy: {
    title: 'Informativa sui cookie',
    intro: 'Questa informativa spiega come {website} utilizza i cookie e le tecnologie simili e quali scelte hai a disposizione.',
    what_title: 'Che cosa sono i cookie?',
    what_body:
      'I cookie sono piccoli file di testo che un sito salva nel tuo browser. Tecnologie simili, come la memoria locale del browser e i pixel di tracciamento, funzionano in modo analogo; in questa informativa li chiamiamo tutti cookie.',
    use_title: 'Come utilizziamo i cookie',
    use_body:
      'Utilizziamo i cookie necessari per far funzionare il sito. Tutti gli altri cookie li utilizziamo solo con il tuo consenso o, dove la legge lo consente, finché non ti opponi.',
    list_title: 'I cookie che utilizziamo',
    list_body: 'Le tabelle seguenti elencano i cookie di questo sito, raggruppati per categoria.',
    none: 'Al momento questo sito non utilizza cookie.',
    provider: 'Fornitore',
    provider_policy: 'Informativa sulla privacy',
    change_title: 'Come modificare la tua scelta',
    change_body:
      'Puoi modificare o revocare il tuo consenso in qualsiasi momento. Puoi anche eliminare i cookie dalle impostazioni del tuo browser.',
    change_button: 'Modifica la mia scelta',
    change_elsewhere: 'Per farlo, apri le preferenze sui cookie da qualsiasi pagina del nostro sito.',
    contact_title: 'Contatti',
    contact_body: 'Per qualsiasi domanda su questa informativa, contattaci:',
    email: 'E-mail',
    phone: 'Telefono',
    updated: 'Ultimo aggiornamento: {date}',
    missing_title: 'Documento non trovato',
    missing_body: 'Questa informativa sui cookie non esiste o non è ancora stata pubblicata.',
  },
};
