import type { ConsultationPageContent } from "../pageData";

/** `/special/hojokin`: the grants for construction IT explained, with a consultation form. */
export const specialHojokinContent: ConsultationPageContent = {
  title: "補助金を使って現場のIT化を進める",
  lead: "電子小黒板やクラウド、工事写真専用タブレットの導入には、国の補助金を使える場合があります。建設会社が使いやすい補助制度の仕組みと、申請で気をつけたい点を解説し、活用のご相談を承ります。",
  blocks: [
    {
      kind: "features",
      heading: "建設会社が使いやすい主な補助制度",
      items: [
        {
          title: "IT導入補助金",
          body: "中小企業がソフトやクラウドなどのITツールを導入する費用の一部を補助する制度です。登録されたツールを、IT導入支援事業者と共同で申請します。補助率は枠や規模によって最大4/5です。",
        },
        {
          title: "建設業のICT機器導入の補助",
          body: "地域の建設業がスマートフォンやタブレット、ドローンなどのICT機器を導入する費用の1/2を補助する国の制度です。2025年は4月17日から5月30日まで公募が行われました。",
        },
        {
          title: "自治体の独自の補助",
          body: "都道府県や市区町村が、生産性の向上やDXの取り組みに独自の補助を設けている場合があります。国の制度と併用できるかは、それぞれの要綱でご確認ください。",
        },
      ],
    },
    {
      kind: "prose",
      heading: "申請の前に知っておきたいこと",
      paragraphs: [
        "補助金は、交付が決まる前に契約や支払いをした費用は対象になりません。導入を急ぐあまり先に発注してしまうと、補助を受けられなくなります。まず申請の日程を確かめ、その日程に合わせて導入の計画を立てることが大切です。",
        "建設業で中小企業として扱われるのは、資本金3億円以下、または常時使用する従業員300人以下のいずれかに当てはまる会社です。申請には、gBizIDプライムの取得など事前の準備が必要なものもあります。",
      ],
      bullets: [
        "交付決定の前に契約・支払いをしない",
        "gBizIDプライムは早めに取得しておく",
        "導入後も、実績や効果の報告が求められる",
      ],
    },
    {
      kind: "steps",
      heading: "ご相談から導入までの流れ",
      steps: [
        { title: "ご相談", body: "下のフォームから、導入したい製品や台数、会社の規模をお知らせください。" },
        {
          title: "使える制度のご案内",
          body: "担当者が、使えそうな制度と申請の日程、補助の対象になる費用をご案内します。",
        },
        {
          title: "申請の準備",
          body: "必要な書類とアカウントの準備をお手伝いします。IT導入補助金は当社と共同で申請します。",
        },
        {
          title: "交付決定後に導入",
          body: "交付が決まってから契約と導入を進め、導入後の報告もサポートします。",
        },
      ],
    },
    {
      kind: "relatedLinks",
      heading: "IT導入補助金について詳しく",
      links: [
        { label: "IT導入補助金2025の対象製品と補助率を見る", href: "/hojokin/it2025" },
        { label: "用語「IT導入支援事業者」の解説を読む", href: "/special/dictionary/it-shien-jigyosha" },
        { label: "用語「gBizIDプライム」の解説を読む", href: "/special/dictionary/gbizid" },
      ],
    },
    {
      kind: "notes",
      items: [
        "※制度の内容は年度ごとに変わります。申請の前に、各制度の最新の公募要領をご確認ください。",
        "※補助の採択を保証するものではありません。",
      ],
    },
  ],
  formHeading: "補助金の活用を相談する",
  formLead: "ご相談は無料です。2営業日以内に担当者からご連絡します。",
  form: { formId: "special_hojokin_consultation", submitLabel: "相談を申し込む" },
};
