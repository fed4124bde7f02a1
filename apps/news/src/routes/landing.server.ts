import { standardPage } from "@genbagura/ui/pageKinds";
import { adLandingPage, documentThanksPage, downloadFormPage } from "./kinds";

// The server halves of the pages of ./landing.ts: never in a browser build.

export const kensetsunewsReport = downloadFormPage.server({
  title: "工事写真の実態調査レポート2025",
  description:
    "建設会社の現場監督と事務担当の方312名に、工事写真の撮影と整理にかかる時間、電子小黒板やクラウドの使い方をうかがった調査のレポートです。フォームに入力すると、すぐにレポートをご覧いただけます。",
  content: async () => (await import("../../content/landing/kensetsunewsReport")).kensetsunewsReport,
});

export const kensetsunewsReportThanks = documentThanksPage.server({
  title: "工事写真の実態調査レポート2025のお申し込み完了",
  description:
    "工事写真の実態調査レポート2025をお申し込みいただいた方に、レポートをお届けするページです。調査の概要と主な結果、写真業務の時間を減らした会社に共通する取り組みをこのページでお読みいただけます。",
  content: async () => (await import("../../content/landing/kensetsunewsReport")).kensetsunewsReportThanks,
});

export const dxExhibition2021 = standardPage.server({
  title: "建設現場DX展示会2021への出展のご案内",
  description:
    "2021年10月に東京で開かれた建設現場DX展示会2021への現場蔵の出展のご案内です。会期と会場、ブースで体験いただいた内容、毎日4回行ったブースセミナーのテーマをまとめています。展示会は終了しました。",
  content: async () => (await import("../../content/landing/events")).dxExhibition2021Content,
});

export const dxExhibition202104 = standardPage.server({
  title: "ブースセミナー04「電子小黒板と改ざん検知のしくみ」",
  description:
    "建設現場DX展示会2021の現場蔵ブースで行ったセミナー「電子小黒板と改ざん検知のしくみ」の内容です。改ざん検知が必要な理由と仕組みを、会場でいただいた質問への回答とあわせて分かりやすく説明します。",
  content: async () => (await import("../../content/landing/events")).dxExhibition2021Seminar04Content,
});

export const dx2022 = standardPage.server({
  title: "建設現場DX展示会2022の出展レポート",
  description:
    "2022年10月に開かれた建設現場DX展示会2022の現場蔵ブースのレポートです。3日間のご来場とご相談の件数、ご相談で多かったテーマ、展示した製品、来場者の声をまとめました。展示会は終了しています。",
  content: async () => (await import("../../content/landing/events")).dx2022Content,
});

export const drone = standardPage.server({
  title: "ドローンの写真を工事写真と一緒に管理する",
  description:
    "ドローンで撮った空からの写真を、地上の工事写真と同じ場所で整理して共有する方法をご紹介します。空撮が役立つ場面、現場蔵クラウドでの整理の手順、飛ばす前に確かめたい手続きと発注者との協議をまとめました。",
  content: async () => (await import("../../content/landing/drone")).droneContent,
});

export const genbagurasalesWiki = standardPage.server({
  title: "現場蔵 販売ナレッジ",
  description:
    "現場蔵を取り扱う販売店と営業担当のための販売ナレッジです。お客様の状況ごとに提案する製品の組み合わせ、商談の進め方の型、商談でよくいただく質問への答え方、提案に使える資料をまとめています。",
  content: async () => (await import("../../content/landing/salesWiki")).salesWikiContent,
});

export const adlp2024 = adLandingPage.server({
  title: "2024年問題と工事写真の残業対策",
  description:
    "2024年4月から建設業にも適用された時間外労働の上限規制に備え、工事写真の整理と台帳づくりから残業を減らす方法をご紹介します。現場蔵の電子小黒板と台帳ソフトを最大2か月無料でお試しいただけます。",
  content: async () => (await import("../../content/landing/adlp")).adlp2024Content,
});

export const adlpItsystem = adLandingPage.server({
  title: "建設会社のITシステム導入は工事写真から",
  description:
    "建設会社のIT化を、効果が見えやすい工事写真から始める方法をご紹介します。撮影から共有、台帳、電子納品までをそろえる現場蔵の構成と導入の手順、補助金の活用をまとめた製品資料を無料でお送りします。",
  content: async () => (await import("../../content/landing/adlp")).adlpItsystemContent,
});

export const adlpPhoto = adLandingPage.server({
  title: "工事写真の整理を自動にする",
  description:
    "電子小黒板の情報を使って、工事写真の仕分けと台帳づくりを自動にする方法をご紹介します。撮り漏れの確認や電子納品のデータづくりもまとめて楽になります。現場蔵を最大2か月無料でお試しいただけます。",
  content: async () => (await import("../../content/landing/adlp")).adlpPhotoContent,
});

export const adlpDenkou20220215 = adLandingPage.server({
  title: "電気工事の工事写真 撮影チェックリスト",
  description:
    "電気工事で撮り漏れやすい天井裏の配線や壁の中の配管など、隠蔽部の撮影のタイミングと段取りをまとめたチェックリストを無料でお届けします。電子小黒板で撮り漏れを防いだ電気工事会社の事例も紹介します。",
  content: async () => (await import("../../content/landing/adlpDenkou")).adlpDenkouContent,
});

export const adlpDenkou20220215Thanks = documentThanksPage.server({
  title: "電気工事の撮影チェックリストのお申し込み完了",
  description:
    "電気工事の工事写真 撮影チェックリストをお申し込みいただいた方に、チェックリストをお届けするページです。着工前の準備、撮り漏れやすい隠蔽部と撮るタイミング、撮り漏れを防ぐ段取りをこのページで読めます。",
  content: async () => (await import("../../content/landing/adlpDenkou")).adlpDenkouThanks,
});

export const adlpCase023 = adLandingPage.server({
  title: "物流センター40拠点の修繕記録を一元管理した事例",
  description:
    "全国40か所の物流センターを運営する株式会社みなと物流様が、現場蔵Pixと現場蔵クラウドで各拠点の修繕工事と設備点検の写真を本社に集め、確認と発注の判断を早めた事例です。詳しい資料を無料でお届けします。",
  content: async () => (await import("../../content/landing/adlpCase023")).adlpCase023Content(),
});
