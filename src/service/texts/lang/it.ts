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
    third_party_note:
      'Se rifiuti una categoria, eliminiamo i cookie di questo sito che ne fanno parte; i cookie impostati da altri siti si possono eliminare solo nelle impostazioni del tuo browser.',
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
  legal: {
    controller_title: 'Titolare del trattamento',
    controller_body: 'Il titolare dei dati personali trattati tramite cookie su {website} è:',
    controller_fallback: 'Il gestore di questo sito web. I suoi recapiti sono indicati nelle pagine del sito.',
    dpo: 'Responsabile della protezione dei dati',
    dpo_none: 'Non è stato nominato un responsabile della protezione dei dati; usa i recapiti indicati sopra.',
    basis_title: 'Finalità e base giuridica',
    basis_body:
      'Memorizziamo informazioni sul tuo dispositivo o le leggiamo da esso solo quando è strettamente necessario per fornire il sito che hai richiesto, oppure con il tuo consenso (direttiva ePrivacy, art. 5, par. 3). La tabella indica la finalità di ogni categoria di cookie e la base giuridica del trattamento.',
    category: 'Categoria',
    purpose: 'Finalità',
    legal_basis: 'Base giuridica',
    basis_necessary:
      'Strettamente necessari: il nostro legittimo interesse a un sito sicuro e funzionante (art. 6, par. 1, lett. f, GDPR)',
    basis_consent: 'Il tuo consenso (art. 6, par. 1, lett. a, GDPR)',
    providers_title: 'Fornitori, destinatari e trasferimenti',
    providers_body: 'Questi fornitori ricevono informazioni tramite i loro cookie su questo sito.',
    providers_none: 'Nessun fornitore diverso da noi riceve informazioni tramite cookie su questo sito.',
    service: 'Servizio',
    country: 'Paese',
    safeguard: 'Garanzia del trasferimento',
    retention: 'Conservazione',
    country_unknown: 'Sconosciuto',
    transfers:
      'Alcuni fornitori possono trattare dati al di fuori dello Spazio economico europeo (SEE). Se per il loro paese non esiste una decisione di adeguatezza della Commissione europea, il trasferimento avviene con il tuo consenso (art. 49, par. 1, lett. a, GDPR) o con le garanzie offerte dal fornitore, come le clausole contrattuali tipo della Commissione europea (art. 46); puoi chiederci una copia.',
    safeguard_eea: 'Non necessaria: all’interno del SEE',
    safeguard_adequate: 'Decisione di adeguatezza della Commissione europea (art. 45 GDPR)',
    safeguard_dpf: 'Quadro UE-USA per la protezione dei dati (art. 45 GDPR)',
    safeguard_none: 'Nessuna decisione di adeguatezza: il tuo consenso (art. 49, par. 1, lett. a, GDPR)',
    safeguard_unknown: 'Paese sconosciuto: chiedici',
    retention_title: 'Per quanto tempo conserviamo i dati',
    retention_body:
      'Ogni cookie è conservato per la durata indicata nelle tabelle sopra, a meno che tu non lo elimini prima. La tua scelta sui cookie è salvata nel browser per un massimo di 13 mesi; poi te la chiediamo di nuovo.',
    record_retention:
      'Per poter dimostrare il tuo consenso (art. 7, par. 1, GDPR) conserviamo una registrazione di ogni scelta: la scelta, data e ora, la pagina, la lingua e la regione, un identificativo casuale del tuo browser e il tuo indirizzo IP privato dell’ultima parte. Conserviamo questa registrazione finché questo sito usa il nostro servizio di consenso e la cancelliamo insieme al sito.',
    rights_title: 'I tuoi diritti',
    rights_body:
      'Hai il diritto di accedere ai dati personali che conserviamo su di te (art. 15 GDPR), di ottenerne la rettifica (art. 16) o la cancellazione (art. 17), di limitarne il trattamento (art. 18), alla portabilità dei dati (art. 20) e di opporti al trattamento basato sui nostri legittimi interessi (art. 21). Puoi revocare il consenso in qualsiasi momento, senza pregiudicare la liceità del trattamento effettuato prima della revoca (art. 7, par. 3). Per esercitare questi diritti, contattaci.',
    complaint_title: 'Reclamo a un’autorità di controllo',
    complaint_body:
      'Hai il diritto di proporre reclamo a un’autorità di controllo, in particolare nello Stato membro dell’UE in cui risiedi abitualmente, lavori oppure in cui si è verificata la presunta violazione (art. 77 GDPR).',
    authority: 'La nostra autorità di controllo',
    authority_fallback: 'l’autorità per la protezione dei dati del paese in cui vivi o lavori',
    further_title: 'Ulteriori informazioni',
    obligation:
      'Non hai alcun obbligo legale o contrattuale di accettare cookie diversi da quelli strettamente necessari. Se non li accetti, il sito funziona comunque; non sono disponibili solo le funzioni che dipendono da essi.',
    automated:
      'Non prendiamo decisioni basate unicamente su un trattamento automatizzato, compresa la profilazione, che producano effetti giuridici che ti riguardano o che incidano in modo analogo significativamente sulla tua persona (art. 22 GDPR).',
    notice_title: 'Informativa al momento della raccolta',
    notice_body:
      'Categorie di informazioni personali che raccogliamo tramite cookie: {categories}. Le raccogliamo per le finalità descritte sopra per ogni categoria di cookie. Partner pubblicitari e di analisi possono riceverle, il che può costituire una «vendita» o una «condivisione» di informazioni personali secondo la legge della California. Le conserviamo per i periodi indicati in questa informativa.',
    pi_categories_fallback:
      'identificativi (come identificativi dei cookie e online), informazioni sull’attività su internet o su altre reti elettroniche (come le pagine che visiti e come interagisci con esse) e una posizione approssimativa ricavata dal tuo indirizzo IP',
    ccpa_rights_title: 'I tuoi diritti secondo la legge della California',
    ccpa_rights_body:
      'Se risiedi in California, hai il diritto di sapere quali informazioni personali raccogliamo, usiamo, divulghiamo, vendiamo e condividiamo, di accedervi, di ottenerne la cancellazione o la correzione, di opporti alla loro vendita o condivisione e di non subire discriminazioni per l’esercizio di questi diritti (Cal. Civ. Code §§ 1798.100–1798.125). Per presentare una richiesta, contattaci ai recapiti indicati sopra; verifichiamo ogni richiesta prima di rispondere.',
    opt_out_body:
      'Hai il diritto di opporti alla vendita o alla condivisione delle tue informazioni personali (Cal. Civ. Code § 1798.120). Scegli «{label}» nel banner dei cookie oppure disattiva i cookie pubblicitari nelle preferenze dei cookie; non serve un account. Dal momento in cui ti opponi smettiamo di vendere o condividere le tue informazioni personali.',
    gpc_title: 'Global Privacy Control',
    gpc_body:
      'Trattiamo un segnale Global Privacy Control (GPC) del tuo browser come una richiesta valida di opposizione alla vendita o alla condivisione delle tue informazioni personali per quel browser (11 CCR § 7025). Quando il tuo browser lo invia, i cookie pubblicitari restano disattivati senza che tu debba fare nulla.',
    gpc_on: 'Stato: il tuo browser invia un segnale GPC e lo rispettiamo.',
    gpc_off: 'Stato: il tuo browser non invia un segnale GPC.',
    gpc_unknown: 'Stato: il segnale viene verificato ogni volta che il tuo browser apre questo sito.',
  },
  tcf: {
    notice: 'Noi e i nostri {count} vendor (IAB TCF) utilizziamo i tuoi dati per queste finalità:',
    open: 'Vendor e finalità (IAB TCF)',
    title: 'Vendor e finalità',
    purposes: 'Finalità',
    specialPurposes: 'Finalità speciali',
    features: 'Funzionalità',
    specialFeatures: 'Funzionalità speciali',
    vendors: 'Vendor ({count})',
    consent: 'Consenso',
    object: 'Opponiti al legittimo interesse',
    legitimateInterest: 'Legittimo interesse',
    retention: 'Conservazione: {days} giorni',
    dataCategories: 'Dati raccolti',
    privacy: 'Informativa sulla privacy',
    google: 'Fornitori di tecnologia pubblicitaria di Google al di fuori dell’elenco dei vendor ({count})',
    save: 'Salva queste scelte',
    close: 'Chiudi',
  },
};
