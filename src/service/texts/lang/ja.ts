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
};
