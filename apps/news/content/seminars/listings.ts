import type { TitledProse } from "@genbagura/ui";
import type { SeminarTopic } from "./model";

/** A seminar index: every public seminar, or those of one product or one format. */
export interface SeminarListing {
  path: string;
  /** Label of its filter link. */
  label: string;
  title: string;
  description: string;
  /** Under the heading: what this list holds and in which order. */
  lead: string;
  /** Under the list: what the seminars of this subject teach and whom they suit. */
  about?: TitledProse;
  topic?: SeminarTopic;
  /** Hybrid seminars count as both. */
  format?: "online" | "venue";
}

export const seminarListings = [
  {
    path: "/seminar",
    label: "すべて",
    title: "セミナー・説明会",
    description:
      "現場蔵が開催するセミナー、説明会、実機体験会の一覧です。電子小黒板の入門から台帳の自動作成、補助金の活用まで、オンラインと会場で開催しています。参加はすべて無料です。",
    lead: "開催予定のセミナーを日付の近い順に、その後に終了したセミナーを掲載しています。参加はすべて無料です。",
  },
  {
    path: "/seminar/product/kokuban",
    label: "電子小黒板",
    title: "電子小黒板のセミナー",
    description:
      "電子小黒板の国のルール、発注者との協議、改ざん検知の仕組み、AI工事黒板の使い方などを学べるセミナーの一覧です。これから電子小黒板を使い始める方にもおすすめです。",
    lead: "電子小黒板をテーマにしたセミナーを、開催予定の回から日付の近い順に掲載しています。終了した回は、その後に新しい順で並べています。",
    about: {
      heading: "電子小黒板のセミナーで学べること",
      paragraphs: [
        "国の直轄工事では、受注者が申し出て発注者が承諾すれば電子小黒板を使えます。セミナーでは、特記仕様書の読み方と工事打合せ簿での申し出の仕方、撮影後に写真を編集してはいけない理由を、改ざん検知の仕組みとあわせて説明します。",
        "製品をお使いでない方もご参加いただけます。終了した回の一部は、録画をお申し込みいただけます。",
      ],
    },
    topic: "kokuban",
  },
  {
    path: "/seminar/product/goyo",
    label: "工事写真台帳",
    title: "工事写真台帳と御用達DXのセミナー",
    description:
      "工事写真台帳の自動作成、電子納品のデータづくり、写真と台帳の保存期間など、御用達DXと台帳の仕事に関するセミナーの一覧です。実演を中心にわかりやすくお伝えします。",
    lead: "工事写真台帳と御用達DXのセミナーを、開催予定の回から日付の近い順に掲載しています。終了した回は、その後に新しい順で並べています。",
    about: {
      heading: "台帳のセミナーで学べること",
      paragraphs: [
        "写真の取り込みから台帳の自動作成、撮り漏れの確認、電子納品のデータの出力までを、御用達DXの画面で実演します。台帳づくりに時間がかかっている方は、どこで手間が減るのかを具体的に確かめられます。",
      ],
    },
    topic: "goyo",
  },
  {
    path: "/seminar/product/cloud",
    label: "クラウド",
    title: "現場蔵クラウドのセミナー",
    description:
      "現場蔵クラウドを使って現場と事務所で写真整理を分担する方法や、補助金を使った導入の進め方を紹介するセミナーの一覧です。管理職の方向けの回もご用意しています。",
    lead: "現場蔵クラウドを扱うセミナーを、開催予定の回から日付の近い順に掲載しています。終了した回は、その後に新しい順で並べています。",
    about: {
      heading: "クラウドのセミナーで学べること",
      paragraphs: [
        "現場で撮った写真を事務所がすぐに受け取り、整理と台帳づくりを分担する進め方を、導入した会社の例とともにご紹介します。補助金を使って導入する場合の申請の流れを説明する回もあります。",
      ],
    },
    topic: "cloud",
  },
  {
    path: "/seminar/product/pad",
    label: "タブレット",
    title: "工事写真専用タブレットの体験会",
    description:
      "現場蔵Padシリーズと現場蔵Pocketシリーズを手に取って試せる実機体験会の一覧です。散水や暗い場所での撮影を体験し、現場に合う機種と大きさを確かめていただけます。",
    lead: "現場蔵Padシリーズと現場蔵Pocketシリーズの実機体験会を、開催予定の回から日付の近い順に掲載しています。終了した回は、その後に新しい順で並べています。",
    about: {
      heading: "実機体験会でできること",
      paragraphs: [
        "体験会では、タフモデルを含む複数の機種を手に取り、黒板の入力から撮影までを試せます。散水の中での撮影や暗い場所での撮影、手袋をしたままの操作など、カタログの数字だけでは分かりにくい使い心地を確かめられます。",
        "お使いの黒板の様式を持ち込めば、実機の画面での見え方も確かめられます。体験会は少人数で開くため、早めのお申し込みをおすすめします。ご来場が難しい場合は、オンラインでのデモンストレーションと、2週間のデモ機の貸出もご利用いただけます。",
      ],
    },
    topic: "pad",
  },
  {
    path: "/seminar/product/dekigata",
    label: "出来形管理",
    title: "出来形管理のセミナー",
    description:
      "出来形管理アプリ「現場蔵 出来形」で測定値を記録し、出来形管理図表と写真台帳を作るまでを実演するセミナーの一覧です。道路や河川の工事の担当の方に向けた内容です。",
    lead: "出来形管理と現場蔵 出来形を扱うセミナーを、開催予定の回から日付の近い順に掲載しています。終了した回は、その後に新しい順で並べています。",
    about: {
      heading: "出来形管理のセミナーで学べること",
      paragraphs: [
        "出来形管理は、完成した構造物の寸法や位置が設計どおりかを測って記録する管理です。セミナーでは、現場蔵 出来形で測定値を入力し、設計値との差を確かめながら出来形管理図表と写真台帳を作るまでを実演します。",
        "測定の状況を黒板やスケールと一緒に写す出来形管理写真の撮り方や、Excelで作った測定値の表をまとめて取り込む方法もご紹介します。道路や河川の工事を担当する方に向けた内容です。",
        "開催予定の回がないときは、終了した回の録画をお申し込みいただくか、個別オンライン相談会で出来形管理の進め方をご相談ください。",
      ],
    },
    topic: "dekigata",
  },
  {
    path: "/seminar/format/online",
    label: "オンライン",
    title: "オンラインで参加できるセミナー",
    description:
      "Webブラウザから参加できるオンラインのセミナーの一覧です。専用のアプリは不要で、カメラやマイクをオンにする必要もありません。現場や事務所から気軽にご参加いただけます。",
    lead: "オンラインで参加できるセミナーを、開催予定の回から日付の近い順に掲載しています。会場とオンラインの両方で開く回も含みます。",
    format: "online",
  },
  {
    path: "/seminar/format/venue",
    label: "会場",
    title: "会場で開催するセミナー",
    description:
      "東京、大阪、名古屋の会場で開催するセミナーと実機体験会の一覧です。講師に直接質問できるほか、現場蔵Padシリーズの実機を手に取って撮影を試していただけます。",
    lead: "会場で開催するセミナーと実機体験会を、開催予定の回から日付の近い順に掲載しています。会場とオンラインの両方で開く回も含みます。",
    about: {
      heading: "会場のセミナーに参加するときは",
      paragraphs: [
        "会場の回では、講師に直接質問できるほか、現場蔵Padシリーズの実機を手に取って撮影を試せます。会場の住所と最寄り駅からの道順は、各回のページに掲載しています。",
      ],
    },
    format: "venue",
  },
] as const satisfies readonly SeminarListing[];

export type SeminarListingPath = (typeof seminarListings)[number]["path"];

export const archiveListing = {
  path: "/seminar/archive",
  title: "セミナーのアーカイブ(録画)",
  description:
    "これまでに開催したセミナーの録画の一覧です。参加できなかった回や、社内で共有したい回の録画を、お申し込みいただいた方にお送りしています。講演資料もあわせてお届けします。",
} as const;

export const supportListing = {
  path: "/seminar/support",
  title: "サポートセミナー(ご利用中のお客様向け講習会)",
  description:
    "現場蔵の製品をお使いのお客様向けの操作講習会の一覧です。御用達DXの基本操作、現場蔵クラウドの管理者向け設定、黒板の様式づくり、現場蔵Padの初期設定を学べます。",
} as const;
