import {
  type FaqPageContent,
  type SpecTablePageContent,
  type StandardPageContent,
  siteConfig,
} from "@genbagura/ui";
import { goyoActions, goyoPages, sitePages } from "../shared";
import {
  mainNetisRegistration,
  netisRegistrations,
  registrationRows,
  registrationsTable,
} from "./registrations";

const netisCallToAction = {
  kind: "callToAction",
  heading: "NETIS登録技術の活用をご相談ください",
  body: "技術提案書に書く内容や、発注者に提出する資料の用意をお手伝いします。お見積もりとあわせてご依頼ください。",
  actions: [
    { ...goyoActions.estimate, variant: "primary" },
    { ...goyoActions.document, variant: "secondary" },
  ],
} as const;

export const netisTopContent: StandardPageContent = {
  title: "現場蔵のNETIS登録",
  lead: `電子小黒板の情報から工事写真台帳を自動で作る現場蔵の技術は、国土交通省の新技術情報提供システム(NETIS)に登録されています(登録番号 ${mainNetisRegistration.number})。公共工事の技術提案や工事成績の評定で、新技術の活用として生かせます。`,
  blocks: [
    {
      kind: "specTable",
      heading: "登録の内容",
      caption: `NETIS登録番号 ${mainNetisRegistration.number}の登録内容`,
      rows: registrationRows(mainNetisRegistration),
      notes: ["※登録番号の末尾の「A」は、事後評価をまだ受けていない技術であることを示します。"],
    },
    {
      kind: "prose",
      heading: "従来の方法と比べて変わること",
      paragraphs: [
        "従来は、木製の黒板を写し込んだ写真をパソコンに取り込み、一枚ずつ黒板を読んで工種ごとに並べ、説明文を入力して台帳を作っていました。登録技術では、電子小黒板に入力した情報をもとに、写真の仕分けと台帳の作成までを自動で行います。",
        "登録にあたっては、同じ道路改良工事の写真で従来の方法と比べた結果を、技術の資料として提出しています。",
      ],
    },
    {
      kind: "figures",
      heading: "従来の方法との比較",
      items: [
        {
          value: "約65%減",
          label: "写真の整理と台帳づくりにかかった時間",
          note: "従来の方法は約40時間、登録技術は約14時間",
        },
        { value: "0件", label: "台帳の写真の配置の誤り", note: "従来の方法では12件" },
        { value: "約2時間", label: "電子納品のデータの作成と確認", note: "従来の方法は約8時間" },
      ],
      basis: "※2022年、写真約6,000枚の道路改良工事1件での当社の比較試験",
    },
    {
      kind: "relatedLinks",
      heading: "NETISについてくわしく見る",
      links: [
        goyoPages.netisAbout,
        goyoPages.netisHowto,
        goyoPages.netisFaq,
        goyoPages.netisList,
        sitePages.netisDownload,
      ],
    },
    netisCallToAction,
  ],
};

export const netisAboutContent: StandardPageContent = {
  title: "NETIS(新技術情報提供システム)とは",
  lead: "NETISは、民間で開発された新しい技術の情報を国土交通省が集めて公開しているデータベースです。公共工事で新技術を積極的に使い、その効果を評価して次の改良につなげる仕組みの中心にあります。",
  blocks: [
    {
      kind: "prose",
      heading: "NETISのなりたち",
      paragraphs: [
        "NETISは1998年度に運用が始まり、2001年度からインターネットで公開され、2006年度から本格的な運用に移りました。登録されている技術は数千件にのぼり、国の直轄工事などで広く活用されています。",
        "国土交通省は2020年度から、直轄の土木工事で新技術の活用を原則として義務づけています。受注者にとっては、どの新技術を使うかを考えることが工事の計画の一部になっています。",
      ],
    },
    {
      kind: "prose",
      heading: "登録番号の見方",
      paragraphs: [
        "登録番号は、登録した地方整備局などを示す記号、登録年度と通し番号、末尾の記号でできています。末尾の記号は、活用の効果を評価する事後評価の状況を表します。",
      ],
      bullets: [
        "「-A」:事後評価をまだ受けていない技術",
        "「-VE」:事後評価を受け、継続の調査の対象外となった技術",
        "「-VR」:事後評価を受け、継続して調査する技術",
      ],
    },
    {
      kind: "prose",
      heading: "活用の方式",
      paragraphs: [
        "新技術を工事で使う方式は5つあります。受注者が自分から提案して使うのは、主に施工者希望型です。",
      ],
      bullets: [
        "試行申請型:技術を開発した者が、試しに使う工事を申請する方式",
        "発注者指定型:発注者が工事で使う技術を指定する方式",
        "施工者希望型:受注者が入札や契約後に技術の活用を提案する方式",
        "フィールド提供型:発注者が現場を提供し、技術を試してもらう方式",
        "テーマ設定型(技術公募):発注者が課題を示し、解決する技術を募る方式",
      ],
    },
    {
      kind: "prose",
      heading: "掲載の期間",
      paragraphs: [
        "登録された技術は、登録の翌年度から5年間掲載されます。事後評価の結果によって掲載期間が延び、最長で10年間掲載されます。掲載期間を過ぎた技術は、新技術としての評価の対象から外れます。",
      ],
    },
    {
      kind: "relatedLinks",
      heading: "関連するページ",
      links: [goyoPages.netis, goyoPages.netisHowto, goyoPages.netisFaq, sitePages.dictionary],
    },
    netisCallToAction,
  ],
};

export const netisHowtoContent: StandardPageContent = {
  title: "NETIS登録技術を総合評価や工事成績に生かす方法",
  lead: "NETISに登録された技術を使うと、総合評価落札方式の技術提案や、完成時の工事成績評定で評価されることがあります。現場蔵の登録技術を施工者希望型で使うときの流れと、提案書に書く内容の例をご紹介します。",
  blocks: [
    {
      kind: "prose",
      heading: "評価される場面",
      paragraphs: [
        "総合評価落札方式では、価格に技術提案の点数を加えて落札者が決まります。技術提案の中で、品質の確保や業務の効率化のためにNETIS登録技術を使うことを示すと、評価の対象になることがあります。",
        "施工者希望型で新技術を使った工事は、工事成績評定で加点の対象になる場合があります。評価の扱いは発注者や工事によって違うため、入札説明書と特記仕様書を必ずご確認ください。",
      ],
    },
    {
      kind: "steps",
      heading: "施工者希望型で使うときの流れ",
      steps: [
        {
          title: "技術提案に書く",
          body: `入札時の技術提案書に、使う技術の名称とNETIS登録番号(${mainNetisRegistration.number})、期待できる効果を書きます。`,
        },
        {
          title: "契約後に発注者と協議する",
          body: "工事打合せ簿などで新技術の活用を協議し、活用の計画を提出します。電子小黒板の使用の協議と同時に行うと手間が減ります。",
        },
        {
          title: "工事の中で使う",
          body: "計画どおりに技術を使い、撮影した写真と作った台帳を記録として残します。",
        },
        {
          title: "活用の効果を報告する",
          body: "工事の完了時に、活用の効果を調べた結果を発注者に提出します。効果を示す数字は、御用達DXの作業の記録から拾えます。",
        },
      ],
    },
    {
      kind: "prose",
      heading: "技術提案書に書く内容の例",
      paragraphs: [
        "提案書には、工事の課題と技術の効果を結びつけて書くと伝わりやすくなります。次は、写真の枚数が多い道路改良工事を想定した例です。",
      ],
      bullets: [
        "課題:工区が長く、撮影する写真が多いため、写真の整理と台帳の作成に時間がかかる",
        "対策:電子小黒板の情報を用いて台帳を自動で作る登録技術を使い、写真の配置の誤りと整理の時間を減らす",
        "効果の確かめ方:写真の整理にかかった時間と配置の誤りの件数を記録し、完了時に報告する",
      ],
    },
    {
      kind: "relatedLinks",
      heading: "準備に役立つもの",
      links: [sitePages.netisDownload, goyoPages.netisList, goyoPages.netisFaq, goyoPages.certificatesMake],
    },
    netisCallToAction,
  ],
};

export const netisFaqContent: FaqPageContent = {
  title: "NETISについてのよくあるご質問",
  lead: "現場蔵のNETIS登録技術の使い方、手続き、評価についてよくいただくご質問と答えです。キーワードで絞り込めます。",
  categories: [
    {
      id: "registration",
      label: "登録技術について",
      items: [
        {
          question: "現場蔵のどの製品がNETISに登録されていますか。",
          answer:
            "台帳の自動作成は現場蔵 御用達DXと撮影に使う端末・アプリの組み合わせ、出来形の測定値の記録は現場蔵 出来形、撮影用のタブレットは現場蔵Padシリーズが対象です。登録番号は登録技術の一覧でご確認ください。",
          links: [goyoPages.netisList],
        },
        {
          question: "御用達DXだけを使っても登録技術の活用になりますか。",
          answer:
            "台帳の自動作成の技術は、電子小黒板で撮った写真を御用達DXで台帳にするまでの一連の流れを登録しています。撮影には現場蔵Padシリーズか現場蔵 工事黒板をお使いください。",
        },
        {
          question: "登録番号の末尾の「A」と「VE」は何が違いますか。",
          answer:
            "「A」は事後評価をまだ受けていない技術、「VE」は事後評価を受けて継続の調査の対象外となった技術です。どちらも掲載期間中は新技術として活用できます。",
          links: [goyoPages.netisAbout],
        },
        {
          question: "掲載期間が終わったらどうなりますか。",
          answer:
            "掲載期間を過ぎた技術は、新技術としての評価の対象から外れます。期間は登録の翌年度から5年間で、事後評価によって最長10年間に延びます。",
        },
      ],
    },
    {
      id: "procedure",
      label: "活用の手続き",
      items: [
        {
          question: "どの活用方式で使うのが一般的ですか。",
          answer:
            "受注者が自分から提案して使う施工者希望型が一般的です。入札時の技術提案書に記載するか、契約後に発注者と協議して活用します。",
          links: [goyoPages.netisHowto],
        },
        {
          question: "発注者に提出する資料はそろっていますか。",
          answer:
            "登録の内容を示す資料、従来の方法との比較の資料、活用の効果を報告するときの記入例をご用意しています。ダウンロードページから入手できます。",
          links: [sitePages.netisDownload],
        },
        {
          question: "電子小黒板の使用の協議と一緒に進められますか。",
          answer:
            "進められます。工事打合せ簿で電子小黒板の使用を協議するときに、NETIS登録技術として活用することを書き添えると、手続きを一度で済ませられます。",
        },
      ],
    },
    {
      id: "evaluation",
      label: "評価と費用",
      items: [
        {
          question: "必ず工事成績で加点されますか。",
          answer:
            "加点されるかどうかは発注者と工事によって違います。評価の扱いは入札説明書や特記仕様書に書かれているため、事前にご確認ください。",
        },
        {
          question: "活用のために追加の料金はかかりますか。",
          answer:
            "追加の料金はかかりません。製品の通常の価格でお使いいただけます。提出する資料の準備のご相談も無料で承ります。",
        },
        {
          question: "自治体の工事でも評価されますか。",
          answer:
            "NETISの登録技術を評価の対象にしている自治体も多くあります。扱いは自治体ごとに違うため、発注者の入札説明書をご確認ください。",
        },
      ],
    },
  ],
  callToAction: {
    heading: "ここにない質問はお問い合わせください",
    body: "入札前の技術提案の準備についても、担当者がお答えします。",
    actions: [
      { ...goyoActions.contact, variant: "primary" },
      { ...goyoActions.estimate, variant: "secondary" },
    ],
  },
};

export const netisListContent: SpecTablePageContent = {
  title: "現場蔵のNETIS登録技術の一覧",
  lead: `${siteConfig.company.name}がNETISに登録している技術の一覧です。現在${netisRegistrations.length}件の技術が掲載されています。技術提案書や活用の計画には、この一覧の登録番号をお使いください。`,
  tables: [{ kind: "table", heading: "登録技術", ...registrationsTable("現場蔵のNETIS登録技術と掲載期間") }],
  notes: [
    "※掲載期間は年度(4月から翌年3月まで)で示しています。",
    "※事後評価の結果が出たときは、登録番号の末尾の記号が変わります。",
    "※末尾が「-A」の登録番号は事後評価の前の技術、「-VE」は事後評価を終えた技術であることを示します。",
    "※掲載期間は登録の翌年度から5年間です。事後評価の結果によっては延長され、最長で10年間掲載されます。",
  ],
  callToAction: {
    heading: "活用の準備を始めましょう",
    body: "活用の流れと技術提案書の書き方の例をご紹介しています。活用効果調査表の作成に使える資料は、NETIS活用資料のページからお読みいただけます。",
    actions: [
      { ...goyoPages.netisHowto, variant: "primary" },
      { ...goyoActions.estimate, variant: "secondary" },
    ],
  },
};
