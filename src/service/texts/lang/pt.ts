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
    third_party_note:
      'Se recusar uma categoria, eliminamos os cookies próprios deste site nessa categoria; os cookies de outros sites só podem ser eliminados nas definições do seu navegador.',
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
    version: 'Versão {number}',
    versions_title: 'Todas as versões desta política',
    earlier_version: 'Esta é uma versão anterior desta política.',
    current_version: 'Ler a versão em vigor',
  },
  legal: {
    controller_title: 'Responsável pelo tratamento',
    controller_body: 'O responsável pelos dados pessoais tratados através de cookies em {website} é:',
    controller_fallback: 'O operador deste site. Os seus contactos constam das páginas do site.',
    dpo: 'Encarregado da proteção de dados',
    dpo_none: 'Não foi designado um encarregado da proteção de dados; utilize os contactos indicados acima.',
    dpo_none_alone: 'Não foi designado um encarregado da proteção de dados.',
    basis_title: 'Finalidades e fundamento jurídico',
    basis_body:
      'Só armazenamos informações no seu dispositivo ou as lemos a partir dele quando tal é estritamente necessário para fornecer o site que pediu, ou com o seu consentimento (Diretiva Privacidade Eletrónica, art. 5.º, n.º 3). A tabela indica a finalidade de cada categoria de cookies e o fundamento jurídico do tratamento.',
    category: 'Categoria',
    purpose: 'Finalidade',
    legal_basis: 'Fundamento jurídico',
    basis_necessary:
      'Estritamente necessários: o nosso interesse legítimo num site seguro e funcional (art. 6.º, n.º 1, alínea f), do RGPD)',
    basis_consent: 'O seu consentimento (art. 6.º, n.º 1, alínea a), do RGPD)',
    providers_title: 'Fornecedores, destinatários e transferências',
    providers_body: 'Estes fornecedores recebem informações através dos seus cookies neste site.',
    providers_none: 'Nenhum fornecedor além de nós recebe informações através de cookies neste site.',
    service: 'Serviço',
    country: 'País',
    safeguard: 'Garantia da transferência',
    retention: 'Conservação',
    country_unknown: 'Desconhecido',
    transfers:
      'Alguns fornecedores podem tratar dados fora do Espaço Económico Europeu (EEE). Quando não existe uma decisão de adequação da Comissão Europeia para o seu país, a transferência é feita com o seu consentimento (art. 49.º, n.º 1, alínea a), do RGPD) ou com as garantias oferecidas pelo fornecedor, como as cláusulas contratuais-tipo da Comissão Europeia (art. 46.º); pode pedir-nos uma cópia.',
    safeguard_eea: 'Não é necessária: dentro do EEE',
    safeguard_adequate: 'Decisão de adequação da Comissão Europeia (art. 45.º do RGPD)',
    safeguard_dpf: 'Quadro de Privacidade de Dados UE-EUA (art. 45.º do RGPD)',
    safeguard_none: 'Sem decisão de adequação: o seu consentimento (art. 49.º, n.º 1, alínea a), do RGPD)',
    safeguard_unknown: 'País desconhecido: pergunte-nos',
    retention_title: 'Durante quanto tempo os dados são conservados',
    retention_body:
      'Cada cookie é conservado durante o período indicado nas tabelas acima, a menos que o elimine antes. A sua escolha sobre cookies fica guardada no seu navegador durante 13 meses, no máximo; depois voltamos a perguntar.',
    record_retention:
      'Para podermos comprovar o seu consentimento (art. 7.º, n.º 1, do RGPD), guardamos um registo de cada escolha: a escolha, a data e a hora, a página, o idioma e a região, um identificador aleatório do seu navegador e o seu endereço IP sem a última parte. Conservamos este registo enquanto este site utilizar o nosso serviço de consentimento e eliminamo-lo juntamente com o site.',
    rights_title: 'Os seus direitos',
    rights_body:
      'Tem o direito de aceder aos dados pessoais que conservamos sobre si (art. 15.º do RGPD), de os retificar (art. 16.º) ou apagar (art. 17.º), de limitar o seu tratamento (art. 18.º), à portabilidade dos dados (art. 20.º) e de se opor ao tratamento baseado nos nossos interesses legítimos (art. 21.º). Pode retirar o seu consentimento a qualquer momento, sem comprometer a licitude do tratamento efetuado antes da retirada (art. 7.º, n.º 3). Para exercer estes direitos, contacte-nos.',
    complaint_title: 'Reclamação a uma autoridade de controlo',
    complaint_body:
      'Tem o direito de apresentar reclamação a uma autoridade de controlo, em especial no Estado-Membro da UE da sua residência habitual, do seu local de trabalho ou do local onde foi alegadamente praticada a infração (art. 77.º do RGPD).',
    authority: 'A nossa autoridade de controlo',
    authority_fallback: 'a autoridade de proteção de dados do país onde vive ou trabalha',
    further_title: 'Mais informações',
    obligation:
      'Não tem qualquer obrigação legal ou contratual de aceitar cookies além dos estritamente necessários. Se não os aceitar, o site continua a funcionar; apenas as funcionalidades que dependem deles ficam indisponíveis.',
    automated:
      'Não tomamos decisões baseadas exclusivamente no tratamento automatizado, incluindo a definição de perfis, que produzam efeitos na sua esfera jurídica ou que o afetem significativamente de forma similar (art. 22.º do RGPD).',
    notice_title: 'Aviso no momento da recolha',
    notice_body:
      'Categorias de informações pessoais que recolhemos através de cookies: {categories}. Recolhemo-las para as finalidades descritas acima para cada categoria de cookies. Parceiros de publicidade e de análise podem recebê-las, o que pode constituir uma «venda» ou «partilha» de informações pessoais ao abrigo da lei da Califórnia. Conservamo-las durante os períodos indicados nesta política.',
    pi_categories_fallback:
      'identificadores (como identificadores de cookies e online), informações sobre a atividade na internet ou noutras redes eletrónicas (como as páginas que vê e a forma como interage com elas) e uma localização aproximada obtida a partir do seu endereço IP',
    ccpa_rights_title: 'Os seus direitos de privacidade ao abrigo da lei da Califórnia',
    ccpa_rights_body:
      'Se residir na Califórnia, tem o direito de saber que informações pessoais recolhemos, utilizamos, divulgamos, vendemos e partilhamos, de lhes aceder, de as apagar ou corrigir, de se opor à sua venda ou partilha e de não ser discriminado por exercer estes direitos (Cal. Civ. Code §§ 1798.100–1798.125). Para fazer um pedido, contacte-nos através dos contactos acima; verificamos cada pedido antes de lhe responder.',
    opt_out_body:
      'Tem o direito de se opor à venda ou partilha das suas informações pessoais (Cal. Civ. Code § 1798.120). Escolha «{label}» no banner de cookies ou desative os cookies de publicidade nas preferências de cookies; não precisa de uma conta. Assim que se opõe, deixamos de vender ou partilhar as suas informações pessoais.',
    gpc_title: 'Global Privacy Control',
    gpc_body:
      'Tratamos um sinal Global Privacy Control (GPC) do seu navegador como um pedido válido de oposição à venda ou partilha das suas informações pessoais nesse navegador (11 CCR § 7025). Quando o seu navegador o envia, os cookies de publicidade ficam desativados sem que tenha de fazer nada.',
    gpc_on: 'Estado: o seu navegador está a enviar um sinal GPC, e respeitamo-lo.',
    gpc_off: 'Estado: o seu navegador não está a enviar um sinal GPC.',
    gpc_unknown: 'Estado: o sinal é verificado sempre que o seu navegador abre este site.',
  },
  tcf: {
    notice: 'Nós e os nossos {count} fornecedores (IAB TCF) utilizamos os seus dados para estas finalidades:',
    open: 'Fornecedores e finalidades (IAB TCF)',
    title: 'Fornecedores e finalidades',
    purposes: 'Finalidades',
    specialPurposes: 'Finalidades especiais',
    features: 'Características',
    specialFeatures: 'Características especiais',
    vendors: 'Fornecedores ({count})',
    consent: 'Consentimento',
    object: 'Opor-se ao interesse legítimo',
    legitimateInterest: 'Interesse legítimo',
    retention: 'Conservação: {days} dias',
    dataCategories: 'Dados recolhidos',
    privacy: 'Política de privacidade',
    google: 'Fornecedores de tecnologia publicitária da Google fora da lista de fornecedores ({count})',
    save: 'Guardar estas escolhas',
    close: 'Fechar',
  },
};
