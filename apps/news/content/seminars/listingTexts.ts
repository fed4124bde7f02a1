import type { SeminarListingPath } from "./listings";

// The title and description of each seminar index: the server's route registrations and the listing
// payloads read them; the browser's copy of the routes does not (ARCHITECTURE.md section 3), so they live
// apart from the listings' paths and filters, which the browser needs.

export interface SeminarListingText {
  title: string;
  description: string;
}

export const seminarListingTexts: Record<
  SeminarListingPath | "/seminar/archive" | "/seminar/support",
  SeminarListingText
> = {
  "/seminar": {
    title: "セミナー・説明会",
    description:
      "現場蔵が開催するセミナー、説明会、実機体験会の一覧です。電子小黒板の入門から台帳の自動作成、補助金の活用まで、オンラインと会場で開催しています。参加はすべて無料です。",
  },
  "/seminar/product/kokuban": {
    title: "電子小黒板のセミナー",
    description:
      "電子小黒板の国のルール、発注者との協議、改ざん検知の仕組み、AI工事黒板の使い方などを学べるセミナーの一覧です。これから電子小黒板を使い始める方にもおすすめです。",
  },
  "/seminar/product/goyo": {
    title: "工事写真台帳と御用達DXのセミナー",
    description:
      "工事写真台帳の自動作成、電子納品のデータづくり、写真と台帳の保存期間など、御用達DXと台帳の仕事に関するセミナーの一覧です。実演を中心にわかりやすくお伝えします。",
  },
  "/seminar/product/cloud": {
    title: "現場蔵クラウドのセミナー",
    description:
      "現場蔵クラウドを使って現場と事務所で写真整理を分担する方法や、補助金を使った導入の進め方を紹介するセミナーの一覧です。管理職の方向けの回もご用意しています。",
  },
  "/seminar/product/pad": {
    title: "工事写真専用タブレットの体験会",
    description:
      "現場蔵Padシリーズと現場蔵Pocketシリーズを手に取って試せる実機体験会の一覧です。散水や暗い場所での撮影を体験し、現場に合う機種と大きさを確かめていただけます。",
  },
  "/seminar/product/dekigata": {
    title: "出来形管理のセミナー",
    description:
      "出来形管理アプリ「現場蔵 出来形」で測定値を記録し、出来形管理図表と写真台帳を作るまでを実演するセミナーの一覧です。道路や河川の工事の担当の方に向けた内容です。",
  },
  "/seminar/format/online": {
    title: "オンラインで参加できるセミナー",
    description:
      "Webブラウザから参加できるオンラインのセミナーの一覧です。専用のアプリは不要で、カメラやマイクをオンにする必要もありません。現場や事務所から気軽にご参加いただけます。",
  },
  "/seminar/format/venue": {
    title: "会場で開催するセミナー",
    description:
      "東京、大阪、名古屋の会場で開催するセミナーと実機体験会の一覧です。講師に直接質問できるほか、現場蔵Padシリーズの実機を手に取って撮影を試していただけます。",
  },
  "/seminar/archive": {
    title: "セミナーのアーカイブ(録画)",
    description:
      "これまでに開催したセミナーの録画の一覧です。参加できなかった回や、社内で共有したい回の録画を、お申し込みいただいた方にお送りしています。講演資料もあわせてお届けします。",
  },
  "/seminar/support": {
    title: "サポートセミナー(ご利用中のお客様向け講習会)",
    description:
      "現場蔵の製品をお使いのお客様向けの操作講習会の一覧です。御用達DXの基本操作、現場蔵クラウドの管理者向け設定、黒板の様式づくり、現場蔵Padの初期設定を学べます。",
  },
};
