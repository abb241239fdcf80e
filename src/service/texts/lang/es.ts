import type { LanguagePack } from './pack.ts';

/** Spanish, formal address (usted). */
export const es: LanguagePack = {
  tag: 'es',
  texts: {
    banner_label: 'Consentimiento de cookies',
    banner_title: 'Respetamos su privacidad',
    accept_all: 'Aceptar todas',
    decline: 'Rechazar todas',
    decline_opt_out: 'No vender ni compartir mi información personal',
    preferences: 'Personalizar',
    policy_link: 'Política de cookies',
    pc_title: 'Preferencias de cookies',
    pc_body:
      'Elija qué cookies puede utilizar este sitio web. Las cookies esenciales están siempre activas, porque el sitio no puede funcionar sin ellas. Puede cambiar su elección en cualquier momento.',
    save: 'Guardar mis preferencias',
    decline_all: 'Rechazar todas',
    close: 'Cerrar',
    always_on: 'Siempre activas',
    no_cookies: 'Este sitio web no utiliza cookies de esta categoría.',
    cookie_name: 'Nombre',
    cookie_domain: 'Dominio',
    cookie_lifetime: 'Duración',
    cookie_description: 'Descripción',
    cookie_count: 'Cookies ({count})',
    service_policy: 'Política de privacidad de {service}',
    new_tab: '(se abre en una pestaña nueva)',
    service_unknown: 'Proveedor desconocido',
    gpc_honoured:
      'Su navegador ha enviado una señal de Global Privacy Control. La hemos respetado como una solicitud de no vender ni compartir su información personal.',
    opt_out_notice:
      'Según la legislación de California y leyes similares de otros estados de EE. UU., que nuestros socios reciban información mediante cookies de este sitio web puede considerarse una «venta» o un «intercambio» de su información personal. Tiene derecho a optar por no participar en cualquier momento.',
    scroll_notice:
      'Si sigue desplazándose por esta página, se considerará que acepta todas las cookies. Puede decidir otra cosa con los botones de este aviso y cambiar su elección en cualquier momento.',
    gpc_note: 'Global Privacy Control respetado: no vendemos ni compartimos su información personal.',
    third_party_note:
      'Si rechaza una categoría, eliminamos las cookies propias de este sitio web de esa categoría; las cookies de otros sitios web solo pueden eliminarse en la configuración de su navegador.',
    pref_button: 'Preferencias de cookies',
    blocked_content: 'Este contenido está bloqueado hasta que permita las cookies de la categoría «{category}».',
    allow_category: 'Permitir las cookies de «{category}»',
    cat_essential: 'Esenciales',
    cat_essential_desc:
      'Necesarias para que el sitio web funcione, por ejemplo para mantenerlo seguro y recordar sus preferencias de cookies. No se pueden desactivar.',
    cat_performance: 'Funcionalidad',
    cat_performance_desc:
      'Recuerdan su configuración, como el idioma o la región, para que el sitio web funcione mejor para usted.',
    cat_analytics: 'Analíticas',
    cat_analytics_desc: 'Nos ayudan a entender cómo usan los visitantes el sitio web, para poder mejorarlo.',
    cat_advertising: 'Publicidad',
    cat_advertising_desc: 'Las utilizamos nosotros y nuestros socios para mostrarle anuncios relevantes y medir su eficacia.',
    cat_social_networking: 'Redes sociales',
    cat_social_networking_desc:
      'Le permiten compartir contenido en redes sociales y ver contenido procedente de ellas, como publicaciones y vídeos insertados.',
    cat_unclassified: 'Sin clasificar',
    cat_unclassified_desc: 'Cookies que aún no hemos clasificado.',
  },
  body: {
    base: 'Utilizamos cookies y tecnologías similares para que este sitio web funcione y para entender cómo se utiliza.',
    personalized_content: 'Nos ayudan a personalizar el contenido que le mostramos.',
    running_targeted_advertising: 'También nos permiten mostrarle publicidad basada en sus intereses.',
    share_data_to_3rd_party:
      'Compartimos información sobre cómo utiliza este sitio web con terceros, como nuestros socios de publicidad y análisis.',
    choice: 'Usted decide qué cookies permite y puede cambiar su elección en cualquier momento.',
  },
  session: 'Sesión',
  policy: {
    title: 'Política de cookies',
    intro:
      'Esta política de cookies explica cómo {website} utiliza las cookies y tecnologías similares, y qué opciones tiene usted.',
    what_title: '¿Qué son las cookies?',
    what_body:
      'Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador. Otras tecnologías similares, como el almacenamiento local o los píxeles de seguimiento, funcionan de forma parecida; en esta política las llamamos a todas cookies.',
    use_title: 'Cómo utilizamos las cookies',
    use_body:
      'Utilizamos cookies esenciales para que el sitio web funcione. Las demás cookies solo las utilizamos con su consentimiento o, cuando la ley lo permite, hasta que usted se oponga.',
    list_title: 'Las cookies que utilizamos',
    list_body: 'En las tablas siguientes figuran las cookies de este sitio web, agrupadas por categoría.',
    none: 'Actualmente este sitio web no utiliza cookies.',
    provider: 'Proveedor',
    provider_policy: 'Política de privacidad',
    change_title: 'Cómo cambiar su elección',
    change_body:
      'Puede cambiar o retirar su consentimiento en cualquier momento. También puede eliminar las cookies desde la configuración de su navegador.',
    change_button: 'Cambiar mi elección',
    change_elsewhere: 'Para ello, abra las preferencias de cookies en cualquier página de nuestro sitio web.',
    contact_title: 'Contacto',
    contact_body: 'Si tiene alguna pregunta sobre esta política, póngase en contacto con nosotros:',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    updated: 'Última actualización: {date}',
    missing_title: 'Documento no encontrado',
    missing_body: 'Esta política de cookies no existe o todavía no se ha publicado.',
    version: 'Versión {number}',
    versions_title: 'Todas las versiones de esta política',
    earlier_version: 'Esta es una versión anterior de esta política.',
    current_version: 'Leer la versión vigente',
  },
  legal: {
    controller_title: 'Responsable del tratamiento',
    controller_body: 'El responsable de los datos personales tratados mediante cookies en {website} es:',
    controller_fallback: 'El titular de este sitio web. Sus datos de contacto figuran en las páginas del sitio.',
    dpo: 'Delegado de protección de datos',
    dpo_none: 'No se ha designado un delegado de protección de datos; utilice los datos de contacto indicados arriba.',
    dpo_none_alone: 'No se ha designado un delegado de protección de datos.',
    basis_title: 'Finalidades y base jurídica',
    basis_body:
      'Solo almacenamos información en su dispositivo o la leemos de él cuando es estrictamente necesario para prestar el sitio web que usted ha solicitado, o con su consentimiento (Directiva sobre la privacidad, art. 5, apdo. 3). La tabla indica la finalidad de cada categoría de cookies y la base jurídica del tratamiento.',
    category: 'Categoría',
    purpose: 'Finalidad',
    legal_basis: 'Base jurídica',
    basis_necessary:
      'Estrictamente necesarias: nuestro interés legítimo en un sitio web seguro y que funcione (art. 6, apdo. 1, letra f, del RGPD)',
    basis_consent: 'Su consentimiento (art. 6, apdo. 1, letra a, del RGPD)',
    providers_title: 'Proveedores, destinatarios y transferencias',
    providers_body: 'Estos proveedores reciben información a través de sus cookies en este sitio web.',
    providers_none: 'Ningún proveedor distinto de nosotros recibe información mediante cookies en este sitio web.',
    service: 'Servicio',
    country: 'País',
    safeguard: 'Garantía de la transferencia',
    retention: 'Conservación',
    country_unknown: 'Desconocido',
    transfers:
      'Algunos proveedores pueden tratar datos fuera del Espacio Económico Europeo (EEE). Cuando no existe una decisión de adecuación de la Comisión Europea para su país, la transferencia se realiza con su consentimiento (art. 49, apdo. 1, letra a, del RGPD) o con las garantías que ofrece el proveedor, como las cláusulas contractuales tipo de la Comisión Europea (art. 46); puede pedirnos una copia.',
    safeguard_eea: 'No es necesaria: dentro del EEE',
    safeguard_adequate: 'Decisión de adecuación de la Comisión Europea (art. 45 del RGPD)',
    safeguard_dpf: 'Marco de Privacidad de Datos UE-EE. UU. (art. 45 del RGPD)',
    safeguard_none: 'Sin decisión de adecuación: su consentimiento (art. 49, apdo. 1, letra a, del RGPD)',
    safeguard_unknown: 'País desconocido: consúltenos',
    retention_title: 'Cuánto tiempo se conservan los datos',
    retention_body:
      'Cada cookie se conserva durante el plazo indicado en las tablas anteriores, salvo que usted la elimine antes. Su elección sobre cookies se guarda en su navegador durante 13 meses como máximo; después volvemos a preguntarle.',
    record_retention:
      'Para poder demostrar su consentimiento (art. 7, apdo. 1, del RGPD), conservamos un registro de cada elección: la elección, su fecha y hora, la página, el idioma y la región, un identificador aleatorio de su navegador y su dirección IP sin su última parte. Conservamos este registro mientras este sitio web utilice nuestro servicio de consentimiento y lo eliminamos junto con el sitio.',
    rights_title: 'Sus derechos',
    rights_body:
      'Tiene derecho a acceder a los datos personales que tenemos sobre usted (art. 15 del RGPD), a rectificarlos (art. 16) o suprimirlos (art. 17), a limitar su tratamiento (art. 18), a su portabilidad (art. 20) y a oponerse al tratamiento basado en nuestros intereses legítimos (art. 21). Puede retirar su consentimiento en cualquier momento, sin que ello afecte a la licitud del tratamiento previo a su retirada (art. 7, apdo. 3). Para ejercer estos derechos, póngase en contacto con nosotros.',
    complaint_title: 'Reclamación ante una autoridad de control',
    complaint_body:
      'Tiene derecho a presentar una reclamación ante una autoridad de control, en particular en el Estado miembro de la UE en el que tenga su residencia habitual, su lugar de trabajo o el lugar de la supuesta infracción (art. 77 del RGPD).',
    authority: 'Nuestra autoridad de control',
    authority_fallback: 'la autoridad de protección de datos del país en el que usted vive o trabaja',
    further_title: 'Información adicional',
    obligation:
      'No está obligado legal ni contractualmente a aceptar cookies distintas de las estrictamente necesarias. Si no las acepta, el sitio web sigue funcionando; solo dejan de estar disponibles las funciones que dependen de ellas.',
    automated:
      'No tomamos decisiones basadas únicamente en el tratamiento automatizado, incluida la elaboración de perfiles, que produzcan efectos jurídicos en usted o le afecten significativamente de modo similar (art. 22 del RGPD).',
    notice_title: 'Aviso en el momento de la recogida',
    notice_body:
      'Categorías de información personal que recogemos mediante cookies: {categories}. Las recogemos para las finalidades descritas arriba para cada categoría de cookies. Socios de publicidad y de analítica pueden recibirlas, lo que puede considerarse una «venta» o un «intercambio» de información personal según la legislación de California. Las conservamos durante los plazos indicados en esta política.',
    pi_categories_fallback:
      'identificadores (como identificadores de cookies y en línea), información sobre la actividad en internet u otras redes electrónicas (como las páginas que visita y cómo interactúa con ellas) y una ubicación aproximada derivada de su dirección IP',
    ccpa_rights_title: 'Sus derechos de privacidad según la legislación de California',
    ccpa_rights_body:
      'Si reside en California, tiene derecho a saber qué información personal recogemos, usamos, divulgamos, vendemos y compartimos, a acceder a ella, a que se elimine o corrija, a oponerse a su venta o intercambio y a no ser discriminado por ejercer estos derechos (Cal. Civ. Code §§ 1798.100–1798.125). Para presentar una solicitud, contáctenos con los datos indicados arriba; verificamos cada solicitud antes de responderla.',
    opt_out_body:
      'Tiene derecho a oponerse a la venta o el intercambio de su información personal (Cal. Civ. Code § 1798.120). Elija «{label}» en el banner de cookies o desactive las cookies de publicidad en las preferencias de cookies; no necesita una cuenta. En cuanto se opone, dejamos de vender o compartir su información personal.',
    gpc_title: 'Global Privacy Control',
    gpc_body:
      'Tratamos una señal Global Privacy Control (GPC) de su navegador como una solicitud válida de exclusión de la venta o el intercambio de su información personal para ese navegador (11 CCR § 7025). Cuando su navegador la envía, las cookies de publicidad permanecen desactivadas sin que usted tenga que hacer nada.',
    gpc_on: 'Estado: su navegador envía una señal GPC y la respetamos.',
    gpc_off: 'Estado: su navegador no envía una señal GPC.',
    gpc_unknown: 'Estado: la señal se comprueba cada vez que su navegador abre este sitio web.',
  },
  tcf: {
    notice: 'Nosotros y nuestros {count} proveedores (IAB TCF) utilizamos sus datos para estos fines:',
    open: 'Proveedores y finalidades (IAB TCF)',
    title: 'Proveedores y finalidades',
    purposes: 'Finalidades',
    specialPurposes: 'Finalidades especiales',
    features: 'Funcionalidades',
    specialFeatures: 'Funcionalidades especiales',
    vendors: 'Proveedores ({count})',
    consent: 'Consentimiento',
    object: 'Oponerse al interés legítimo',
    legitimateInterest: 'Interés legítimo',
    retention: 'Conservación: {days} días',
    dataCategories: 'Datos recopilados',
    privacy: 'Política de privacidad',
    google: 'Proveedores de tecnología publicitaria de Google fuera de la lista de proveedores ({count})',
    save: 'Guardar estas opciones',
    close: 'Cerrar',
  },
};
