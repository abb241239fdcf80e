import type { LanguagePack } from './pack.ts';

/** Japanese, polite register (です・ます), addressing the visitor as お客様. “Cookie” in Latin letters and 同意 for consent, as the Personal Information Protection Commission writes them; Japanese brackets 「」. */
export const ja: LanguagePack = {
  tag: 'ja',
  texts: {
    banner_label: 'Cookieの同意',
    banner_title: 'お客様のプライバシーを尊重します',
    accept_all: 'すべて同意する',
    decline: 'すべて拒否する',
    decline_opt_out: '私の個人情報を販売または共有しないでください',
    preferences: 'カスタマイズ',
    policy_link: 'Cookieポリシー',
    pc_title: 'Cookieの設定',
    pc_body:
      '本ウェブサイトが使用できるCookieを選択してください。必須のCookieはウェブサイトの動作に欠かせないため、常に有効です。選択はいつでも変更できます。',
    save: '選択内容を保存する',
    decline_all: 'すべて拒否する',
    close: '閉じる',
    always_on: '常に有効',
    no_cookies: '本ウェブサイトでは、このカテゴリーのCookieを使用していません。',
    cookie_name: '名前',
    cookie_domain: 'ドメイン',
    cookie_lifetime: '保存期間',
    cookie_description: '説明',
    cookie_count: 'Cookie（{count}件）',
    service_policy: '{service}のプライバシーポリシー',
    new_tab: '（新しいタブで開きます）',
    service_unknown: '提供元不明',
    gpc_honoured:
      'お使いのブラウザーからGlobal Privacy Control（GPC）のシグナルが送信されました。当社はこれを、お客様の個人情報を販売または共有しないよう求める要請として尊重しました。',
    opt_out_notice:
      'カリフォルニア州法および米国の他州の同様の法律では、当社のパートナーが本ウェブサイトのCookieを通じて情報を受け取ることが、お客様の個人情報の「販売」または「共有」に当たる場合があります。お客様には、いつでもこれをオプトアウトする権利があります。',
    scroll_notice:
      'このページのスクロールを続けると、すべてのCookieに同意したものとみなされます。このお知らせのボタンで別の選択をすることができ、選択はいつでも変更できます。',
    gpc_note: 'Global Privacy Controlを尊重しました：当社はお客様の個人情報を販売・共有しません。',
    pref_button: 'Cookieの設定',
    blocked_content: 'このコンテンツは、「{category}」カテゴリーのCookieを許可するまでブロックされています。',
    allow_category: '「{category}」のCookieを許可する',
    cat_essential: '必須',
    cat_essential_desc:
      'ウェブサイトの動作に必要なCookieです。たとえば、安全性の確保やCookieに関する選択の記憶に使用されます。無効にすることはできません。',
    cat_performance: '機能性',
    cat_performance_desc: '言語や地域などの設定を記憶し、ウェブサイトをより使いやすくします。',
    cat_analytics: '分析',
    cat_analytics_desc: '訪問者によるウェブサイトの利用状況を把握し、改善に役立てます。',
    cat_advertising: '広告',
    cat_advertising_desc: '当社およびパートナーが、お客様に関連性の高い広告を表示し、その効果を測定するために使用します。',
    cat_social_networking: 'ソーシャルネットワーク',
    cat_social_networking_desc:
      'ソーシャルネットワークでのコンテンツの共有や、埋め込まれた投稿・動画などソーシャルネットワークのコンテンツの表示を可能にします。',
    cat_unclassified: '未分類',
    cat_unclassified_desc: 'まだ分類されていないCookieです。',
  },
  body: {
    base: '当社は、本ウェブサイトの運営と利用状況の把握のために、Cookieおよび類似の技術を使用しています。',
    personalized_content: 'また、お客様に合わせたコンテンツの表示にも役立てています。',
    running_targeted_advertising: 'さらに、お客様の興味・関心に基づく広告の表示にも使用しています。',
    share_data_to_3rd_party: '本ウェブサイトのご利用状況に関する情報を、広告・分析パートナーなどの第三者と共有しています。',
    choice: 'どのCookieを許可するかはお客様が決めることができ、選択はいつでも変更できます。',
  },
  session: 'セッション',
  policy: {
    title: 'Cookieポリシー',
    intro:
      '本Cookieポリシーは、{website}がCookieおよび類似の技術をどのように使用しているか、またお客様がどのような選択をできるかについて説明するものです。',
    what_title: 'Cookieとは',
    what_body:
      'Cookieとは、ウェブサイトがお客様のブラウザーに保存する小さなテキストファイルです。ローカルストレージやトラッキングピクセルなどの類似の技術もほぼ同じように機能するため、本ポリシーではこれらを総称してCookieと呼びます。',
    use_title: 'Cookieの使用方法',
    use_body:
      '当社は、ウェブサイトの運営に必須のCookieを使用します。その他のCookieは、お客様の同意を得た場合、または法律で認められる範囲においてお客様が拒否されるまでの間に限り使用します。',
    list_title: '当社が使用するCookie',
    list_body: '以下の表は、本ウェブサイトで使用しているCookieをカテゴリー別に示したものです。',
    none: '本ウェブサイトでは現在、Cookieを使用していません。',
    provider: '提供者',
    provider_policy: 'プライバシーポリシー',
    change_title: '選択の変更方法',
    change_body:
      'お客様はいつでも同意を変更または撤回することができます。また、ブラウザーの設定からCookieを削除することもできます。',
    change_button: '選択を変更する',
    change_elsewhere: '変更するには、当社ウェブサイトのいずれかのページでCookieの設定を開いてください。',
    contact_title: 'お問い合わせ',
    contact_body: '本ポリシーに関するご質問は、以下までお問い合わせください。',
    email: 'メールアドレス',
    phone: '電話番号',
    updated: '最終更新日：{date}',
    missing_title: '文書が見つかりません',
    missing_body: 'このCookieポリシーは存在しないか、まだ公開されていません。',
  },
  legal: {
    controller_title: '管理者',
    controller_body: '{website} でCookieを通じて処理される個人データの管理者は次のとおりです。',
    controller_fallback: '本ウェブサイトの運営者です。連絡先はウェブサイトの各ページに記載されています。',
    dpo: 'データ保護責任者',
    dpo_none: 'データ保護責任者は任命されていません。上記の連絡先をご利用ください。',
    basis_title: '目的と法的根拠',
    basis_body:
      'お客様の端末への情報の保存や端末からの情報の読み取りは、お客様が求めたウェブサイトの提供に厳密に必要な場合、またはお客様の同意がある場合に限って行います（eプライバシー指令第5条第3項）。表には、Cookieのカテゴリーごとの目的と処理の法的根拠を示しています。',
    category: 'カテゴリー',
    purpose: '目的',
    legal_basis: '法的根拠',
    basis_necessary: '厳密に必要：安全に機能するウェブサイトに関する当社の正当な利益（GDPR第6条第1項(f)）',
    basis_consent: 'お客様の同意（GDPR第6条第1項(a)）',
    providers_title: '提供者、受領者および移転',
    providers_body: '以下の提供者は、本ウェブサイト上の自社のCookieを通じて情報を受け取ります。',
    providers_none: '本ウェブサイトでは、当社以外の提供者がCookieを通じて情報を受け取ることはありません。',
    service: 'サービス',
    country: '国',
    safeguard: '移転の保護措置',
    retention: '保存期間',
    country_unknown: '不明',
    transfers:
      '一部の提供者は欧州経済領域（EEA）外でデータを処理する場合があります。その国について欧州委員会の十分性認定がない場合、移転はお客様の同意（GDPR第49条第1項(a)）に基づき、または欧州委員会の標準契約条項（第46条）など提供者が用意する保護措置の下で行われます。写しは当社にご請求いただけます。',
    safeguard_eea: '不要：EEA域内',
    safeguard_adequate: '欧州委員会の十分性認定（GDPR第45条）',
    safeguard_dpf: 'EU・米国データプライバシーフレームワーク（GDPR第45条）',
    safeguard_none: '十分性認定なし：お客様の同意（GDPR第49条第1項(a)）',
    safeguard_unknown: '国が不明：当社にお問い合わせください',
    retention_title: 'データの保存期間',
    retention_body:
      '各Cookieは、お客様が先に削除しない限り、上の表に示す期間保存されます。Cookieに関するお客様の選択は最長13か月間ブラウザーに保存され、その後改めてお尋ねします。',
    record_retention:
      'お客様の同意を証明できるよう（GDPR第7条第1項）、選択ごとに記録を保存します。記録には、選択内容、その日時、ページ、言語と地域、ブラウザーのランダムな識別子、末尾部分を削除したIPアドレスが含まれます。この記録は本ウェブサイトが当社の同意管理サービスを利用している間保存し、ウェブサイトとともに削除します。',
    rights_title: 'お客様の権利',
    rights_body:
      'お客様には、当社が保有するお客様の個人データへのアクセス権（GDPR第15条）、訂正権（第16条）、消去権（第17条）、処理の制限権（第18条）、データポータビリティの権利（第20条）、当社の正当な利益に基づく処理に対する異議申立権（第21条）があります。同意はいつでも撤回でき、撤回前の処理の適法性には影響しません（第7条第3項）。これらの権利を行使するには、当社にご連絡ください。',
    complaint_title: '監督機関への苦情申立て',
    complaint_body:
      'お客様は、監督機関、特にお客様の常居所、勤務地または違反が疑われる場所のEU加盟国の監督機関に苦情を申し立てる権利があります（GDPR第77条）。',
    authority: '当社の監督機関',
    authority_fallback: 'お客様がお住まいまたはお勤めの国のデータ保護機関',
    further_title: 'その他の情報',
    obligation:
      '厳密に必要なもの以外のCookieを受け入れる法的・契約上の義務はありません。受け入れなくてもウェブサイトは機能し、それらに依存する機能のみがご利用いただけなくなります。',
    automated:
      '当社は、プロファイリングを含む自動処理のみに基づき、お客様に法的効果を及ぼす、または同様に重大な影響を及ぼす決定を行いません（GDPR第22条）。',
    notice_title: '収集時の通知',
    notice_body:
      '当社がCookieを通じて収集する個人情報のカテゴリー：{categories}。これらは、上記のCookieカテゴリーごとに記載した目的のために収集します。広告・分析パートナーがこれらを受け取る場合があり、カリフォルニア州法上、個人情報の「販売」または「共有」に当たることがあります。本ポリシーに記載の期間保存します。',
    pi_categories_fallback:
      '識別子（Cookie識別子やオンライン識別子など）、インターネットその他の電子ネットワーク上の活動に関する情報（閲覧したページやその操作など）、およびIPアドレスから推定されるおおよその位置',
    ccpa_rights_title: 'カリフォルニア州法に基づくプライバシーの権利',
    ccpa_rights_body:
      'カリフォルニア州にお住まいの方には、当社が収集、利用、開示、販売、共有する個人情報を知る権利、それにアクセスする権利、その削除または訂正を求める権利、その販売または共有をオプトアウトする権利、およびこれらの権利の行使を理由に差別されない権利があります（Cal. Civ. Code §§ 1798.100–1798.125）。請求は上記の連絡先までお寄せください。回答前に各請求を確認します。',
    opt_out_body:
      'お客様には、個人情報の販売または共有をオプトアウトする権利があります（Cal. Civ. Code § 1798.120）。Cookieバナーで「{label}」を選ぶか、Cookie設定で広告Cookieをオフにしてください。アカウントは不要です。オプトアウトされた時点で、当社はお客様の個人情報の販売と共有を停止します。',
    gpc_title: 'グローバル・プライバシー・コントロール（GPC）',
    gpc_body:
      '当社は、お客様のブラウザーからのグローバル・プライバシー・コントロール（GPC）信号を、そのブラウザーにおける個人情報の販売または共有をオプトアウトする有効な請求として扱います（11 CCR § 7025）。ブラウザーが信号を送信している場合、お客様が何もしなくても広告Cookieはオフのままです。',
    gpc_on: '状態：お客様のブラウザーはGPC信号を送信しており、当社はこれに従います。',
    gpc_off: '状態：お客様のブラウザーはGPC信号を送信していません。',
    gpc_unknown: '状態：ブラウザーが本ウェブサイトを開くたびに信号を確認します。',
  },
};
