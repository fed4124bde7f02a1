import { entryByPath } from "@genbagura/routing/routeKit";
import { supportFaqPage } from "./kinds";

// The server halves of the pages of ./faqRoutes.ts: never in a browser build.

const faqs = () => import("../../content/faq/index").then((module) => module.faqPages);

export const faq = supportFaqPage.server({
  title: "よくあるご質問",
  description:
    "現場蔵の製品とサービスについてのよくあるご質問と回答です。電子小黒板の使い方、写真台帳の保存期間、購入と契約、サポートと修理について、キーワードで検索できます。",
  content: entryByPath(faqs),
});

export const faqCloud = supportFaqPage.server({
  title: "現場蔵クラウドのよくあるご質問",
  description:
    "現場蔵クラウドの契約とプラン、請求書払い、写真の保存容量と保存期間、協力会社との共有、退職者のアカウントの扱いについて、お客様から多く寄せられるご質問と回答をまとめています。",
  content: entryByPath(faqs),
});

export const faqCloudLite = supportFaqPage.server({
  title: "現場蔵クラウド ライトプランのよくあるご質問",
  description:
    "現場蔵クラウドのライトプランについて、フリープランとの違い、ユーザー数や現場数の上限、月額払いと年額払い、解約後の写真の扱いなどのご質問と回答をまとめています。",
  content: entryByPath(faqs),
});

export const faqDekigata = supportFaqPage.server({
  title: "現場蔵 出来形のよくあるご質問",
  description:
    "出来形管理アプリ現場蔵 出来形について、対応する工種、設計値の入力、規格値を外れたときの表示、写真との連携、出来形管理図表の作成などのご質問と回答をまとめています。",
  content: entryByPath(faqs),
});

export const faqDrive = supportFaqPage.server({
  title: "現場蔵ドライブのよくあるご質問",
  description:
    "工事写真のバックアップに使う現場蔵ドライブについて、自動バックアップのしくみ、改ざん検知の値の扱い、別のパソコンでの取り出し、保証期間などのご質問と回答をまとめています。",
  content: entryByPath(faqs),
});

export const faqGoyo = supportFaqPage.server({
  title: "現場蔵 御用達のよくあるご質問",
  description:
    "PC用の工事写真台帳ソフト現場蔵 御用達について、パソコンの買い替え時のライセンス、写真の配置と自動仕分け、Excelへの書き出し、電子納品のデータ作成などのご質問と回答です。",
  content: entryByPath(faqs),
});

export const faqGoyodx = supportFaqPage.server({
  title: "現場蔵 御用達DXのよくあるご質問",
  description:
    "台帳を自動で作る現場蔵 御用達DXについて、御用達との違い、過去の台帳の引き継ぎ、自動仕分けと説明文の作成、発注者ごとの様式、必要なパソコンの性能などのご質問と回答です。",
  content: entryByPath(faqs),
});

export const faqKokuban = supportFaqPage.server({
  title: "現場蔵 工事黒板のよくあるご質問",
  description:
    "iPhone・iPad用の電子小黒板アプリ現場蔵 工事黒板について、対応機種とアカウント、黒板の様式の統一、暗い場所での撮影、写真が事務所に届くまでなどのご質問と回答です。",
  content: entryByPath(faqs),
});

export const faqPad = supportFaqPage.server({
  title: "現場蔵Padのよくあるご質問",
  description:
    "工事写真専用タブレット現場蔵Padシリーズについて、機種の選び方と貸し出し、屋外での画面の見え方、手袋での操作、バッテリー、故障と修理、代替機などのご質問と回答です。",
  content: entryByPath(faqs),
});

export const faqPaddx = supportFaqPage.server({
  title: "現場蔵Pad DXのよくあるご質問",
  description:
    "図面を見ながら撮影できる現場蔵Pad DXについて、現場蔵Padとの違い、図面の取り込みと書き込み、御用達DXとの連携、現場蔵ケアや補助金などのご質問と回答をまとめています。",
  content: entryByPath(faqs),
});

export const faqPix = supportFaqPage.server({
  title: "現場蔵Pixのよくあるご質問",
  description:
    "撮った写真をその場でクラウドへ送る小型カメラ現場蔵Pixについて、向いている場面、電子小黒板との組み合わせ、通信と送信のしかた、雨の日の使用や充電などのご質問と回答です。",
  content: entryByPath(faqs),
});
