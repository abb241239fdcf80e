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
  },
};
