import { entryByPath } from "@genbagura/routing/routeKit";
import { standardPage } from "@genbagura/ui/pageKinds";
import { supportFaqPage, supportVideoGuidePage } from "./kinds";

// The server halves of the pages of ./supportHelpRoutes.ts: never in a browser build.

const help = () => import("../../content/supportHelp/index");
const endedProductFaqs = () => help().then((module) => module.endedProductFaqPages);
const knowledgeBase = () => help().then((module) => module.knowledgeBasePages);

export const supportVideoGuide = supportVideoGuidePage.server({
  title: "動画で見る使い方",
  description:
    "現場蔵Padの初期設定、電子小黒板での撮影、御用達DXでの台帳の自動作成と電子納品、ライセンスの解除まで、よく使う操作を数分の動画で紹介します。すべての動画に文字起こしを付けています。",
  content: async () => (await help()).videoGuidePage,
});

export const genbagurasupportWiki = standardPage.server({
  title: "現場蔵サポート 解決ガイド",
  description:
    "写真が事務所に届かない、撮影日時がずれた、改ざん検知で加工ありと判定された、ライセンスの認証が通らないなど、製品をまたいで起きるトラブルの確かめ方を症状ごとにまとめた解決ガイドです。",
  content: entryByPath(knowledgeBase),
});

export const supportSb2Faq = supportFaqPage.server({
  title: "現場蔵スマート黒板 第2世代のよくあるご質問",
  description:
    "電子ペーパーに黒板を映してふだんのカメラで撮影する現場蔵スマート黒板 第2世代について、電子小黒板の写真との違い、表示と電池のトラブル、修理の受付期間と買い替えのご質問に答えます。",
  content: entryByPath(endedProductFaqs),
});

export const supportDisFaq = supportFaqPage.server({
  title: "現場蔵 ディスプレイスタンド(販売終了品)のよくあるご質問",
  description:
    "2022年に販売を終了した現場蔵 ディスプレイスタンドについて、修理の受付の終了、対応する端末、映像が映らないときや充電できないときの対処、廃棄の方法と代わりの方法のご質問に答えます。",
  content: entryByPath(endedProductFaqs),
});

export const supportHpFaq = supportFaqPage.server({
  title: "現場蔵ホームページ作成サービス(提供終了)のよくあるご質問",
  description:
    "2024年3月に提供を終了した現場蔵ホームページ作成サービスについて、終了の時期、ホームページのデータ、会社のドメインとメールアドレスの扱い、工事写真の施工事例への使い方のご質問に答えます。",
  content: entryByPath(endedProductFaqs),
});
