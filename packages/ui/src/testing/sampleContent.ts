import { customerWordmark, drawing } from "@genbagura/illustrations";
import type {
  ArticlePageContent,
  CampaignPageContent,
  CaseStudyPageContent,
  DownloadPageContent,
  FaqPageContent,
  FormPageContent,
  GlossaryTermPageContent,
  LandingPageContent,
  LegalPageContent,
  ListingPageContent,
  PriceTablePageContent,
  ProductPageContent,
  SeminarPageContent,
  SpecTablePageContent,
  StandardPageContent,
  ThanksPageContent,
} from "../content/pages";

/** Realistic content for template tests, shaped as the apps will write it. */

export const productContent: ProductPageContent = {
  hero: {
    eyebrow: "工事写真専用タブレット",
    title: "現場蔵Pad Tough",
    lead: "雨や粉じん、落下に強いタフタブレットです。電子小黒板を表示したまま撮影でき、黒板を持つ人手がいりません。",
    illustration: drawing("padTough"),
    actions: [
      { label: "現場蔵Pad Toughの資料を請求する", href: "/document/product_pad_tough" },
      { label: "見積もりを依頼する", href: "/price/estimate" },
    ],
  },
  features: [
    {
      heading: "黒板を持たずに撮影できます",
      paragraphs: [
        "工種や測点を入力した電子小黒板を画面に重ねて撮影します。",
        "黒板を書き直す手間がなくなります。",
      ],
    },
    {
      heading: "雨の日も粉じんの中でも使えます",
      paragraphs: ["IP68(防塵・防水等級)に対応し、水洗いもできます。"],
      illustration: drawing("hardHat"),
    },
    {
      heading: "撮った写真がそのまま台帳になります",
      paragraphs: ["黒板の情報をもとに、写真を工種ごとに自動で仕分けます。"],
      bullets: ["現場蔵 御用達と連携", "現場蔵クラウドへ自動送信"],
    },
  ],
  spec: {
    caption: "現場蔵Pad Toughの主な仕様",
    rows: [
      { label: "画面", value: "8 インチ" },
      { label: "防塵・防水", value: "IP68" },
      { label: "重さ", value: "約 620 g" },
    ],
    notes: ["※仕様は改良のため予告なく変更することがあります。"],
  },
  faq: {
    heading: "よくあるご質問",
    items: [
      { question: "手袋をしたまま操作できますか。", answer: "薄手の作業用手袋であれば操作できます。" },
      {
        question: "直射日光の下で画面は見えますか。",
        answer: "高輝度の画面を採用しており、晴天の屋外でも確認できます。",
      },
      {
        question: "修理の間、代わりの端末は借りられますか。",
        answer: "現場蔵ケアにご加入の場合は代替機をお送りします。",
      },
    ],
    more: { label: "現場蔵Padのよくあるご質問をすべて見る", href: "/faq/pad" },
  },
  relatedCase: {
    label: "株式会社北斗土木の導入事例を読む",
    href: "/case/020",
    description: "小型タフタブレット3台で10階建ての改修工事を記録しました。",
  },
  callToAction: {
    heading: "導入のご相談",
    body: "資料請求と見積もりは無料です。",
    actions: [
      { label: "資料を請求する", href: "/document" },
      { label: "無料トライアルを申し込む", href: "/cloud/start", variant: "secondary" },
      { label: "見積もりを依頼する", href: "/price/estimate", variant: "secondary" },
    ],
  },
};

export const landingContent: LandingPageContent = {
  hero: {
    title: "電子小黒板を2か月無料で試せます",
    lead: "現場蔵クラウドに登録すると、電子小黒板アプリと台帳ソフトを最大2か月お試しいただけます。",
    illustration: drawing("cloud"),
  },
  benefits: {
    heading: "無料体験でできること",
    items: [
      { title: "電子小黒板で撮影", body: "スマートフォンで黒板入りの写真を撮影できます。" },
      { title: "台帳の自動作成", body: "撮った写真から工事写真台帳を自動で作成します。" },
      { title: "事務所と共有", body: "撮影した写真がすぐに事務所へ届きます。" },
    ],
  },
  conditions: {
    heading: "期間と条件",
    period: "お申し込みから最大2か月",
    items: ["法人・個人事業主の方が対象です。", "無料期間の終了後に自動で課金されることはありません。"],
  },
  action: {
    heading: "今日から無料で始められます",
    label: "無料体験を申し込む",
    href: "/cloud/start",
  },
};

export const articleContent: ArticlePageContent = {
  title: "現場蔵クラウドのメンテナンスのお知らせ",
  publishedAt: "2025-07-25",
  category: { label: "メンテナンス", href: "/news/maintenance" },
  path: "/news/20250725",
  lead: "サービス向上のため、次の日時にメンテナンスを行います。",
  blocks: [
    {
      kind: "prose",
      heading: "メンテナンスの日時",
      paragraphs: ["2025年8月2日 2:00〜5:00を予定しています。"],
    },
    {
      kind: "prose",
      heading: "影響する機能",
      paragraphs: ["写真のアップロードと台帳の出力をご利用いただけません。"],
    },
  ],
  related: [{ label: "過去のメンテナンス情報を見る", href: "/news/maintenance" }],
};

export const listingContent: ListingPageContent = {
  title: "ニュース",
  categories: [
    { label: "すべて", href: "/news", current: true },
    { label: "お知らせ", href: "/news/info" },
    { label: "プレスリリース", href: "/news/media" },
  ],
  items: [
    {
      date: "2025-07-25",
      category: "メンテナンス",
      title: "現場蔵クラウドのメンテナンスのお知らせ",
      href: "/news/20250725",
    },
    { date: "2025-07-10", category: "お知らせ", title: "夏季休業のお知らせ", href: "/news/summer" },
  ],
  pagination: { current: 2, pageHrefs: ["/news", "/news?page=2", "/news?page=3"] },
};

export const faqContent: FaqPageContent = {
  title: "現場蔵Padのよくあるご質問",
  lead: "現場蔵Padの導入や使い方について、よくいただく質問をまとめました。",
  categories: [
    {
      id: "introduction",
      label: "導入について",
      items: [
        { question: "公共工事で電子小黒板を使えますか。", answer: "発注者の承諾を得れば使えます。" },
        { question: "試用はできますか。", answer: "現場蔵クラウドの無料体験で試せます。" },
      ],
    },
    {
      id: "usage",
      label: "使い方について",
      items: [
        {
          question: "改ざん検知に対応していますか。",
          answer: "撮影時にハッシュ値を記録し、信憑性確認に対応しています。",
          links: [{ label: "改ざん検知の仕組みを見る", href: "/special/cals" }],
        },
      ],
    },
  ],
  callToAction: {
    heading: "解決しない場合は",
    actions: [{ label: "サポートに問い合わせる", href: "/contact" }],
  },
};

export const caseStudyContent: CaseStudyPageContent = {
  title: "「写真の日の残業がなくなりました」",
  lead: "株式会社北斗土木は、現場蔵Pad Toughの導入で写真整理の時間を減らしました。",
  illustration: drawing("photoLedger"),
  company: {
    name: "株式会社北斗土木",
    logo: customerWordmark("株式会社北斗土木"),
    profile: [
      { label: "所在地", value: "北海道札幌市" },
      { label: "業種", value: "土木工事業" },
      { label: "従業員数", value: "45名" },
    ],
  },
  challenge: { heading: "導入前の課題", paragraphs: ["木製の黒板を30枚以上使い分けていました。"] },
  solution: { heading: "導入の決め手", paragraphs: ["雨に強く、台帳ソフトと連携できる点でした。"] },
  results: {
    heading: "導入の効果",
    paragraphs: ["写真整理は撮影した日のうちに終わるようになりました。"],
    figures: [
      { value: "約2時間", label: "1日あたりの残業時間の削減" },
      { value: "0台", label: "工期中の故障" },
    ],
    basis: "※株式会社北斗土木調べ(2025年)",
  },
  quote: { text: "若手も年配の社員もすぐに使いこなしました。", speaker: "佐藤様", role: "工事部 課長" },
  productsUsed: [{ label: "現場蔵Pad Tough", href: "/pad/tough" }],
  related: [{ label: "株式会社南風建設の導入事例を読む", href: "/case/018" }],
  note: "※所属・役職・数値は取材当時のものです。",
};

export const seminarContent: SeminarPageContent = {
  title: "はじめての電子小黒板セミナー",
  lead: "国土交通省のルールから現場での使い方まで、1時間で学べます。",
  status: "open",
  date: "2026-02-18",
  startTime: "14:00",
  endTime: "15:00",
  format: "online",
  streaming: "Webブラウザで視聴できるオンライン配信です。",
  fee: "無料",
  capacity: "100名",
  audience: "電子小黒板の導入を検討している施工管理の方",
  agenda: [
    { time: "14:00", title: "電子小黒板の基本", description: "運用ルールと信憑性確認" },
    { time: "14:40", title: "質疑応答" },
  ],
  speakers: [
    {
      name: "山田 花子",
      role: "株式会社ミライ現場研究所 カスタマーサクセス部",
      profile: "導入支援を担当しています。",
    },
  ],
  otherSeminars: { label: "開催予定のセミナーを見る", href: "/seminar" },
};

export const campaignContent: CampaignPageContent = {
  title: "年末タブレット入れ替えキャンペーン",
  lead: "期間中に現場蔵Padシリーズをご購入いただくと、現場蔵ケアを1年間無料でご利用いただけます。",
  period: { start: "2025-12-01", end: "2026-01-31" },
  ended: false,
  offer: { heading: "キャンペーンの内容", paragraphs: ["現場蔵ケアの1年分の料金が無料になります。"] },
  conditions: ["法人のお客様が対象です。", "ほかのキャンペーンとは併用できません。"],
  eligibleProducts: [
    { label: "現場蔵Pad Tough", href: "/pad/tough" },
    { label: "現場蔵Pad Mini Tough", href: "/pad/minitough/2nd" },
  ],
  howToApply: {
    heading: "お申し込みの流れ",
    steps: [
      { title: "見積もりを依頼", body: "見積もりフォームからご依頼ください。" },
      { title: "ご注文", body: "見積書の内容でご注文ください。" },
    ],
  },
  action: { label: "キャンペーン価格で見積もりを依頼する", href: "/price/estimate" },
  currentOffers: { label: "実施中のキャンペーン一覧を見る", href: "/campaign/matome" },
};

export const formContent: FormPageContent = {
  title: "資料請求",
  lead: "製品の資料と料金表をお送りします。",
  points: ["製品カタログ(PDF)", "料金表"],
  nextSteps: {
    heading: "送信後の流れ",
    steps: [
      { title: "確認メールが届きます", body: "ご入力のメールアドレスに確認メールをお送りします。" },
      { title: "資料をお届けします", body: "3営業日以内に資料をお送りします。" },
    ],
  },
};

export const thanksContent: ThanksPageContent = {
  title: "資料請求を受け付けました",
  message: ["お申し込みありがとうございます。", "確認メールをお送りしましたのでご確認ください。"],
  nextSteps: {
    heading: "このあとの流れ",
    steps: [{ title: "資料のお届け", body: "3営業日以内にメールでお送りします。" }],
  },
  links: {
    heading: "あわせてご覧ください",
    links: [
      { label: "導入事例を読む", href: "/case" },
      { label: "トップページにもどる", href: "/" },
    ],
  },
};

export const downloadContent: DownloadPageContent = {
  title: "現場蔵コネクトのダウンロード",
  lead: "現場蔵Padで撮影した写真をパソコンへ取り込むソフトです。",
  files: [
    {
      name: "現場蔵コネクト インストーラー",
      description: "Windows用のインストーラーです。",
      format: "EXE",
      size: "48 MB",
      href: "/files/connect/setup.exe",
      updatedAt: "2025-06-01",
    },
  ],
  requirements: {
    caption: "現場蔵コネクトの動作環境",
    rows: [
      { label: "OS", value: "Windows 11" },
      { label: "メモリ", value: "8 GB以上" },
    ],
  },
};

export const legalContent: LegalPageContent = {
  title: "現場蔵サービス利用規約",
  numbering: "article",
  preamble: ["この規約は、株式会社ミライ現場研究所が提供するサービスの利用条件を定めるものです。"],
  sections: [
    { heading: "目的", paragraphs: ["本規約は、本サービスの利用に関する条件を定めます。"] },
    { heading: "禁止事項", items: ["法令に違反する行為", "本サービスの運営を妨げる行為"] },
  ],
  enactedAt: "2016-04-01",
  updatedAt: "2025-07-25",
  closing: ["本規約は2025年7月25日から施行します。"],
};

export const glossaryContent: GlossaryTermPageContent = {
  term: "電子小黒板",
  reading: "でんししょうこくばん",
  definition: ["小黒板の内容を端末上でデータとして作成し、撮影時に写真へ合成する仕組みです。"],
  relatedTerms: [{ label: "小黒板情報電子化", href: "/special/dictionary/kokuban-denshika" }],
  relatedProducts: [{ label: "現場蔵 工事黒板", href: "/kokuban" }],
  index: { label: "建設用語辞典の一覧を見る", href: "/special/dictionary" },
};

export const priceContent: PriceTablePageContent = {
  title: "現場蔵クラウドの料金プラン",
  lead: "現場の規模に合わせて選べる3つのプランです。",
  tables: [
    {
      heading: "月額プラン",
      caption: "現場蔵クラウドの月額料金",
      plans: [
        { name: "ライト", price: "月額 3,300円(税込)" },
        { name: "スタンダード", price: "月額 8,800円(税込)", recommended: true },
      ],
      rows: [
        { label: "利用人数", values: ["3人まで", "10人まで"] },
        { label: "保存容量", values: ["50 GB", "200 GB"] },
      ],
    },
  ],
  notes: ["※表示価格はすべて税込です。"],
  callToAction: {
    heading: "お見積もり",
    actions: [{ label: "見積もりを依頼する", href: "/price/estimate" }],
  },
};

export const specContent: SpecTablePageContent = {
  title: "現場蔵Padシリーズの仕様比較",
  lead: "画面の大きさと耐久性で比べられます。",
  tables: [
    {
      kind: "table",
      heading: "主な仕様",
      caption: "現場蔵Padシリーズの仕様比較",
      head: ["項目", "Pad Tough", "Pad Tough 10"],
      rows: [
        ["画面", "8 インチ", "10.1 インチ"],
        ["防塵・防水", "IP68", "IP68"],
      ],
    },
    { kind: "specTable", caption: "共通の付属品", rows: [{ label: "付属品", value: "ハンドストラップ" }] },
  ],
};

export const standardContent: StandardPageContent = {
  title: "会社概要",
  lead: "工事写真からはじまる建設DXを支えます。",
  blocks: [
    { kind: "prose", heading: "私たちについて", paragraphs: ["建設現場の記録をデジタルで支えています。"] },
    { kind: "figures", heading: "数字で見る現場蔵", items: [{ value: "約80,000社", label: "導入企業" }] },
  ],
};
