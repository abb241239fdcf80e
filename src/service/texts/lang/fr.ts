import type { LanguagePack } from './pack.ts';

/** French, formal address (vous), with French typography: no-break spaces inside guillemets and before ; : ? */
export const fr: LanguagePack = {
  tag: 'fr',
  texts: {
    banner_label: 'Consentement aux cookies',
    banner_title: 'Le respect de votre vie privée est notre priorité',
    accept_all: 'Tout accepter',
    decline: 'Tout refuser',
    decline_opt_out: 'Ne pas vendre ni partager mes informations personnelles',
    preferences: 'Personnaliser',
    policy_link: 'Politique relative aux cookies',
    pc_title: 'Préférences en matière de cookies',
    pc_body:
      'Choisissez les cookies que ce site peut utiliser. Les cookies essentiels sont toujours actifs, car le site ne peut pas fonctionner sans eux. Vous pouvez modifier votre choix à tout moment.',
    save: 'Enregistrer mes choix',
    decline_all: 'Tout refuser',
    close: 'Fermer',
    always_on: 'Toujours actifs',
    no_cookies: 'Ce site n’utilise aucun cookie de cette catégorie.',
    cookie_name: 'Nom',
    cookie_domain: 'Domaine',
    cookie_lifetime: 'Durée de conservation',
    cookie_description: 'Description',
    cookie_count: 'Cookies ({count})',
    service_policy: 'Politique de confidentialité de {service}',
    new_tab: '(s’ouvre dans un nouvel onglet)',
    service_unknown: 'Fournisseur inconnu',
    gpc_honoured:
      'Votre navigateur a envoyé un signal Global Privacy Control. Nous l’avons respecté comme une demande de ne pas vendre ni partager vos informations personnelles.',
    opt_out_notice:
      'Au sens du droit californien et de lois similaires d’autres États américains, le fait que nos partenaires reçoivent des informations au moyen de cookies de ce site peut constituer une « vente » ou un « partage » de vos informations personnelles. Vous avez le droit de vous y opposer à tout moment.',
    scroll_notice:
      'Si vous continuez à faire défiler cette page, vous consentez à tous les cookies. Vous pouvez faire un autre choix avec les boutons de ce bandeau et le modifier à tout moment.',
    gpc_note: 'Signal Global Privacy Control respecté : nous ne vendons ni ne partageons vos informations personnelles.',
    third_party_note:
      'Lorsque vous refusez une catégorie, nous supprimons les cookies propres à ce site qui en relèvent ; les cookies déposés par d’autres sites ne peuvent être supprimés que dans les paramètres de votre navigateur.',
    pref_button: 'Préférences en matière de cookies',
    blocked_content: 'Ce contenu est bloqué tant que vous n’autorisez pas les cookies de la catégorie « {category} ».',
    allow_category: 'Autoriser les cookies « {category} »',
    cat_essential: 'Essentiels',
    cat_essential_desc:
      'Nécessaires au fonctionnement du site, par exemple pour en assurer la sécurité et mémoriser vos choix en matière de cookies. Ils ne peuvent pas être désactivés.',
    cat_performance: 'Fonctionnalité',
    cat_performance_desc: 'Mémorisent vos paramètres, comme la langue ou la région, pour que le site fonctionne mieux pour vous.',
    cat_analytics: 'Mesure d’audience',
    cat_analytics_desc: 'Nous aident à comprendre comment les visiteurs utilisent le site, afin de l’améliorer.',
    cat_advertising: 'Publicité',
    cat_advertising_desc:
      'Utilisés par nous et nos partenaires pour vous présenter des publicités pertinentes et en mesurer l’efficacité.',
    cat_social_networking: 'Réseaux sociaux',
    cat_social_networking_desc:
      'Vous permettent de partager des contenus sur les réseaux sociaux et d’afficher des contenus qui en proviennent, comme des publications ou des vidéos intégrées.',
    cat_unclassified: 'Non classés',
    cat_unclassified_desc: 'Cookies que nous n’avons pas encore classés.',
  },
  body: {
    base: 'Nous utilisons des cookies et des technologies similaires pour faire fonctionner ce site et comprendre comment il est utilisé.',
    personalized_content: 'Ils nous aident à personnaliser les contenus que nous vous proposons.',
    running_targeted_advertising:
      'Ils nous permettent également de vous présenter des publicités adaptées à vos centres d’intérêt.',
    share_data_to_3rd_party:
      'Nous partageons des informations sur votre utilisation de ce site avec des tiers, tels que nos partenaires publicitaires et de mesure d’audience.',
    choice: 'Vous choisissez les cookies que vous acceptez et pouvez modifier votre choix à tout moment.',
  },
  session: 'Session',
  policy: {
    title: 'Politique relative aux cookies',
    intro:
      'Cette politique explique comment {website} utilise les cookies et les technologies similaires, ainsi que les choix dont vous disposez.',
    what_title: 'Qu’est-ce qu’un cookie ?',
    what_body:
      'Un cookie est un petit fichier texte qu’un site enregistre dans votre navigateur. Des technologies similaires, comme le stockage local ou les pixels de suivi, fonctionnent de manière comparable ; dans cette politique, nous les appelons tous des cookies.',
    use_title: 'Comment nous utilisons les cookies',
    use_body:
      'Nous utilisons des cookies essentiels pour faire fonctionner le site. Nous n’utilisons les autres cookies qu’avec votre consentement ou, lorsque la loi le permet, jusqu’à ce que vous vous y opposiez.',
    list_title: 'Les cookies que nous utilisons',
    list_body: 'Les tableaux ci-dessous présentent les cookies de ce site, classés par catégorie.',
    none: 'Ce site n’utilise actuellement aucun cookie.',
    provider: 'Fournisseur',
    provider_policy: 'Politique de confidentialité',
    change_title: 'Comment modifier votre choix',
    change_body:
      'Vous pouvez modifier ou retirer votre consentement à tout moment. Vous pouvez également supprimer les cookies dans les paramètres de votre navigateur.',
    change_button: 'Modifier mon choix',
    change_elsewhere: 'Pour cela, ouvrez les préférences en matière de cookies depuis n’importe quelle page de notre site.',
    contact_title: 'Contact',
    contact_body: 'Pour toute question concernant cette politique, contactez-nous :',
    email: 'E-mail',
    phone: 'Téléphone',
    updated: 'Dernière mise à jour : {date}',
    missing_title: 'Document introuvable',
    missing_body: 'Cette politique relative aux cookies n’existe pas ou n’a pas encore été publiée.',
    version: 'Version {number}',
    versions_title: 'Toutes les versions de cette politique',
    earlier_version: 'Ceci est une version antérieure de cette politique.',
    current_version: 'Lire la version en vigueur',
  },
  legal: {
    controller_title: 'Responsable du traitement',
    controller_body: 'Le responsable des données personnelles traitées au moyen de cookies sur {website} est :',
    controller_fallback: 'L’exploitant de ce site web. Ses coordonnées figurent sur les pages du site.',
    dpo: 'Délégué à la protection des données',
    dpo_none: 'Aucun délégué à la protection des données n’a été désigné ; veuillez utiliser les coordonnées ci-dessus.',
    dpo_none_alone: 'Aucun délégué à la protection des données n’a été désigné.',
    basis_title: 'Finalités et base juridique',
    basis_body:
      'Nous ne stockons des informations sur votre appareil, ou n’y lisons des informations, que lorsque cela est strictement nécessaire pour fournir le site que vous avez demandé, ou avec votre consentement (directive ePrivacy, art. 5, par. 3). Le tableau indique la finalité de chaque catégorie de cookies et la base juridique du traitement.',
    category: 'Catégorie',
    purpose: 'Finalité',
    legal_basis: 'Base juridique',
    basis_necessary:
      'Strictement nécessaires : notre intérêt légitime à disposer d’un site sûr et fonctionnel (art. 6, par. 1, point f, du RGPD)',
    basis_consent: 'Votre consentement (art. 6, par. 1, point a, du RGPD)',
    providers_title: 'Fournisseurs, destinataires et transferts',
    providers_body: 'Ces fournisseurs reçoivent des informations par leurs cookies sur ce site.',
    providers_none: 'Aucun fournisseur autre que nous ne reçoit d’informations par des cookies sur ce site.',
    service: 'Service',
    country: 'Pays',
    safeguard: 'Garantie du transfert',
    retention: 'Durée de conservation',
    country_unknown: 'Inconnu',
    transfers:
      'Certains fournisseurs peuvent traiter des données hors de l’Espace économique européen (EEE). Lorsque leur pays ne fait pas l’objet d’une décision d’adéquation de la Commission européenne, le transfert a lieu avec votre consentement (art. 49, par. 1, point a, du RGPD) ou sous les garanties offertes par le fournisseur, comme les clauses contractuelles types de la Commission européenne (art. 46) ; vous pouvez nous en demander une copie.',
    safeguard_eea: 'Aucune nécessaire : au sein de l’EEE',
    safeguard_adequate: 'Décision d’adéquation de la Commission européenne (art. 45 du RGPD)',
    safeguard_dpf: 'Cadre de protection des données UE-États-Unis (art. 45 du RGPD)',
    safeguard_none: 'Pas de décision d’adéquation : votre consentement (art. 49, par. 1, point a, du RGPD)',
    safeguard_unknown: 'Pays inconnu : interrogez-nous',
    retention_title: 'Durée de conservation des données',
    retention_body:
      'Chaque cookie est conservé pendant la durée indiquée dans les tableaux ci-dessus, sauf si vous le supprimez avant. Votre choix en matière de cookies est conservé dans votre navigateur pendant 13 mois au plus ; nous vous le redemandons ensuite.',
    record_retention:
      'Pour pouvoir prouver votre consentement (art. 7, par. 1, du RGPD), nous conservons une trace de chaque choix : le choix, sa date et son heure, la page, la langue et la région, un identifiant aléatoire de votre navigateur et votre adresse IP privée de sa dernière partie. Nous conservons cette trace tant que ce site utilise notre service de consentement et la supprimons avec le site.',
    rights_title: 'Vos droits',
    rights_body:
      'Vous avez le droit d’accéder aux données personnelles que nous détenons sur vous (art. 15 du RGPD), de les faire rectifier (art. 16) ou effacer (art. 17), d’en limiter le traitement (art. 18), à leur portabilité (art. 20) et de vous opposer à un traitement fondé sur nos intérêts légitimes (art. 21). Vous pouvez retirer votre consentement à tout moment, sans que cela compromette la licéité du traitement effectué avant ce retrait (art. 7, par. 3). Pour exercer ces droits, contactez-nous.',
    complaint_title: 'Réclamation auprès d’une autorité de contrôle',
    complaint_body:
      'Vous avez le droit d’introduire une réclamation auprès d’une autorité de contrôle, en particulier dans l’État membre de l’UE de votre résidence habituelle, de votre lieu de travail ou du lieu où la violation aurait été commise (art. 77 du RGPD).',
    authority: 'Notre autorité de contrôle',
    authority_fallback: 'l’autorité de protection des données du pays où vous vivez ou travaillez',
    further_title: 'Informations complémentaires',
    obligation:
      'Vous n’êtes tenu par aucune obligation légale ou contractuelle d’accepter d’autres cookies que ceux strictement nécessaires. Si vous ne les acceptez pas, le site fonctionne tout de même ; seules les fonctions qui en dépendent ne sont pas disponibles.',
    automated:
      'Nous ne prenons aucune décision fondée exclusivement sur un traitement automatisé, y compris le profilage, produisant des effets juridiques vous concernant ou vous affectant de manière significative de façon similaire (art. 22 du RGPD).',
    notice_title: 'Avis lors de la collecte',
    notice_body:
      'Catégories d’informations personnelles que nous collectons par des cookies : {categories}. Nous les collectons aux fins décrites ci-dessus pour chaque catégorie de cookies. Des partenaires publicitaires et d’analyse peuvent les recevoir, ce qui peut constituer une « vente » ou un « partage » d’informations personnelles au sens du droit californien. Nous les conservons pendant les durées indiquées dans cette politique.',
    pi_categories_fallback:
      'des identifiants (comme les identifiants de cookies et en ligne), des informations sur l’activité sur Internet ou d’autres réseaux électroniques (comme les pages que vous consultez et vos interactions avec elles) et une localisation approximative déduite de votre adresse IP',
    ccpa_rights_title: 'Vos droits au titre du droit californien',
    ccpa_rights_body:
      'Si vous résidez en Californie, vous avez le droit de savoir quelles informations personnelles nous collectons, utilisons, divulguons, vendons et partageons, d’y accéder, de les faire supprimer ou corriger, de vous opposer à leur vente ou à leur partage et de ne pas subir de discrimination pour avoir exercé ces droits (Cal. Civ. Code §§ 1798.100–1798.125). Pour présenter une demande, contactez-nous aux coordonnées ci-dessus ; nous vérifions chaque demande avant d’y répondre.',
    opt_out_body:
      'Vous avez le droit de vous opposer à la vente ou au partage de vos informations personnelles (Cal. Civ. Code § 1798.120). Choisissez « {label} » dans le bandeau cookies, ou désactivez les cookies publicitaires dans les préférences de cookies ; aucun compte n’est nécessaire. Dès votre opposition, nous cessons de vendre ou de partager vos informations personnelles.',
    gpc_title: 'Global Privacy Control',
    gpc_body:
      'Nous traitons un signal Global Privacy Control (GPC) de votre navigateur comme une demande valable d’opposition à la vente ou au partage de vos informations personnelles pour ce navigateur (11 CCR § 7025). Lorsque votre navigateur l’envoie, les cookies publicitaires restent désactivés sans que vous ayez à intervenir.',
    gpc_on: 'État : votre navigateur envoie un signal GPC, et nous le respectons.',
    gpc_off: 'État : votre navigateur n’envoie pas de signal GPC.',
    gpc_unknown: 'État : le signal est vérifié chaque fois que votre navigateur ouvre ce site.',
  },
  tcf: {
    notice: 'Nous et nos {count} partenaires (IAB TCF) utilisons vos données pour les finalités suivantes :',
    open: 'Partenaires et finalités (IAB TCF)',
    title: 'Partenaires et finalités',
    purposes: 'Finalités',
    specialPurposes: 'Finalités spéciales',
    features: 'Fonctionnalités',
    specialFeatures: 'Fonctionnalités spéciales',
    vendors: 'Partenaires ({count})',
    consent: 'Consentement',
    object: 'S’opposer à l’intérêt légitime',
    legitimateInterest: 'Intérêt légitime',
    retention: 'Durée de conservation : {days} jours',
    dataCategories: 'Données collectées',
    privacy: 'Politique de confidentialité',
    google: 'Fournisseurs de technologie publicitaire de Google hors de la liste des partenaires ({count})',
    save: 'Enregistrer ces choix',
    close: 'Fermer',
  },
};
