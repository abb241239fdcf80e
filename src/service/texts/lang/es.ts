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
  },
};
