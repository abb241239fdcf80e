import type { LanguagePack } from './pack.ts';

/** Portuguese (European norm, read without friction in Brazil), formal third person. */
export const pt: LanguagePack = {
  tag: 'pt',
  texts: {
    banner_label: 'Consentimento de cookies',
    banner_title: 'Respeitamos a sua privacidade',
    accept_all: 'Aceitar todos',
    decline: 'Rejeitar todos',
    decline_opt_out: 'Não vender nem partilhar as minhas informações pessoais',
    preferences: 'Personalizar',
    policy_link: 'Política de cookies',
    pc_title: 'Preferências de cookies',
    pc_body:
      'Escolha os cookies que este site pode utilizar. Os cookies essenciais estão sempre ativos, porque o site não funciona sem eles. Pode alterar a sua escolha em qualquer momento.',
    save: 'Guardar as minhas escolhas',
    decline_all: 'Rejeitar todos',
    close: 'Fechar',
    always_on: 'Sempre ativos',
    no_cookies: 'Este site não utiliza cookies desta categoria.',
    cookie_name: 'Nome',
    cookie_domain: 'Domínio',
    cookie_lifetime: 'Duração',
    cookie_description: 'Descrição',
    cookie_count: 'Cookies ({count})',
    service_policy: 'Política de privacidade de {service}',
    new_tab: '(abre num novo separador)',
    service_unknown: 'Fornecedor desconhecido',
    gpc_honoured:
      'O seu navegador enviou um sinal Global Privacy Control. Respeitámo-lo como um pedido para não vendermos nem partilharmos as suas informações pessoais.',
    opt_out_notice:
      'Nos termos da lei da Califórnia e de leis semelhantes de outros estados dos EUA, o facto de os nossos parceiros receberem informações através de cookies deste site pode constituir uma «venda» ou «partilha» das suas informações pessoais. Tem o direito de se opor a isso em qualquer momento.',
    scroll_notice:
      'Se continuar a percorrer esta página, considera-se que consente todos os cookies. Pode decidir de outra forma com os botões deste aviso e alterar a sua escolha em qualquer momento.',
    gpc_note: 'Global Privacy Control respeitado: não vendemos nem partilhamos as suas informações pessoais.',
    pref_button: 'Preferências de cookies',
    blocked_content: 'Este conteúdo está bloqueado até permitir os cookies da categoria «{category}».',
    allow_category: 'Permitir cookies «{category}»',
    cat_essential: 'Essenciais',
    cat_essential_desc:
      'Necessários para o funcionamento do site, por exemplo para o manter seguro e memorizar as suas escolhas de cookies. Não podem ser desativados.',
    cat_performance: 'Funcionalidade',
    cat_performance_desc: 'Memorizam as suas definições, como o idioma ou a região, para que o site funcione melhor para si.',
    cat_analytics: 'Análise',
    cat_analytics_desc: 'Ajudam-nos a perceber como os visitantes utilizam o site, para o podermos melhorar.',
    cat_advertising: 'Publicidade',
    cat_advertising_desc:
      'Utilizados por nós e pelos nossos parceiros para lhe mostrar anúncios relevantes e medir a sua eficácia.',
    cat_social_networking: 'Redes sociais',
    cat_social_networking_desc:
      'Permitem partilhar conteúdos nas redes sociais e apresentar conteúdos provenientes delas, como publicações e vídeos incorporados.',
    cat_unclassified: 'Não classificados',
    cat_unclassified_desc: 'Cookies que ainda não classificámos.',
  },
  body: {
    base: 'Utilizamos cookies e tecnologias semelhantes para o funcionamento deste site e para perceber como é utilizado.',
    personalized_content: 'Ajudam-nos a personalizar os conteúdos para si.',
    running_targeted_advertising: 'Permitem-nos também mostrar-lhe publicidade de acordo com os seus interesses.',
    share_data_to_3rd_party:
      'Partilhamos informações sobre a forma como utiliza este site com terceiros, como os nossos parceiros de publicidade e de análise.',
    choice: 'Pode escolher os cookies que permite e alterar a sua escolha em qualquer momento.',
  },
  session: 'Sessão',
  policy: {
    title: 'Política de cookies',
    intro:
      'Esta política de cookies explica como {website} utiliza cookies e tecnologias semelhantes, e que opções tem ao seu dispor.',
    what_title: 'O que são cookies?',
    what_body:
      'Os cookies são pequenos ficheiros de texto que um site guarda no seu navegador. Tecnologias semelhantes, como o armazenamento local e os píxeis de rastreio, funcionam de forma idêntica; nesta política chamamos-lhes a todos cookies.',
    use_title: 'Como utilizamos os cookies',
    use_body:
      'Utilizamos cookies essenciais para o funcionamento do site. Todos os outros cookies só os utilizamos com o seu consentimento ou, quando a lei o permite, até que se oponha.',
    list_title: 'Os cookies que utilizamos',
    list_body: 'As tabelas seguintes indicam os cookies deste site, agrupados por categoria.',
    none: 'Atualmente, este site não utiliza cookies.',
    provider: 'Fornecedor',
    provider_policy: 'Política de privacidade',
    change_title: 'Como alterar a sua escolha',
    change_body:
      'Pode alterar ou retirar o seu consentimento em qualquer momento. Também pode eliminar os cookies nas definições do seu navegador.',
    change_button: 'Alterar a minha escolha',
    change_elsewhere: 'Para o fazer, abra as preferências de cookies em qualquer página do nosso site.',
    contact_title: 'Contacto',
    contact_body: 'Se tiver alguma questão sobre esta política, contacte-nos:',
    email: 'E-mail',
    phone: 'Telefone',
    updated: 'Última atualização: {date}',
    missing_title: 'Documento não encontrado',
    missing_body: 'Esta política de cookies não existe ou ainda não foi publicada.',
  },
};
