import { standardPage, thanksPage } from "@genbagura/ui/pageKinds";
import { formPage, hardwareProductPage } from "./kinds";
import { withCatalogueProducts, withProductSheets } from "./kinds.server";

// The server halves of the pages of ./productRoutes.ts: never in a browser build.

export const pad = hardwareProductPage.server(
  withProductSheets(["pad"], {
    title: "工事写真専用タブレット「現場蔵Pad」",
    description:
      "電子小黒板とカメラを一体にした工事写真専用タブレット、現場蔵Padシリーズのご案内です。黒板を持たずに撮影でき、写真は台帳の形で事務所に届きます。全機種の画面・防水・質量・価格を比べられます。",
    content: async () => (await import("../../content/products/pad")).padTopContent,
  }),
);

export const padDx = hardwareProductPage.server(
  withProductSheets(["pad-dx"], {
    title: "図面を見ながら撮れる上位モデル「現場蔵Pad DX」",
    description:
      "現場蔵Pad DXは、11 インチの高精細な画面と8 GBのメモリを備えた工事写真専用タブレットの上位モデルです。図面を開いたまま黒板を切り替えて撮影でき、写真の多い大きな現場でも軽快に動きます。",
    content: async () => (await import("../../content/products/padDx")).padDxContent,
  }),
);

export const padDx5th = standardPage.server(
  withCatalogueProducts(["pad-dx"], {
    title: "現場蔵Pad DX 第5世代で変わったこと",
    description:
      "現場蔵Pad DX 第5世代の主な改良点を、第4世代との仕様の比較表とともにご案内します。画面、カメラ、落下試験、メモリの違いと、黒板や写真のデータを移す買い替えの手順をまとめています。",
    content: async () => (await import("../../content/models/padDx5th")).padDx5thContent,
  }),
);

export const pad4th = standardPage.server({
  title: "現場蔵Pad DX 第4世代の仕様とサポート",
  description:
    "販売を終了した現場蔵Pad DX 第4世代の仕様と、修理・ソフトウェア更新の受付期間をご案内します。後継の第5世代への買い替えと、黒板テンプレートや写真のデータの移し方もあわせて確認できます。",
  content: async () => (await import("../../content/models/padDx4th")).padDx4thContent,
});

export const padMini = hardwareProductPage.server(
  withProductSheets(["pad-mini"], {
    title: "片手で持てる8 インチの「現場蔵Pad Mini」",
    description:
      "現場蔵Pad Miniは、片手で持てる8 インチの工事写真専用タブレットです。約350 gと軽く、脚立の上や天井裏でも電子小黒板入りの写真を撮れます。仕様、価格、上位機種との違いをご案内します。",
    content: async () => (await import("../../content/products/padMini")).padMiniContent,
  }),
);

export const padMinitough2nd = hardwareProductPage.server(
  withProductSheets(["pad-mini-tough"], {
    title: "現場蔵Pad Mini Tough 第2世代",
    description:
      "現場蔵Pad Mini Tough 第2世代は、7 インチの小さな本体にIP68の防塵・防水性能と耐衝撃性を備えたタフタブレットです。交換式バッテリーと予備1個が付き、改修工事や足場の上で一日中撮影できます。",
    content: async () => (await import("../../content/products/padMiniTough")).padMiniToughContent,
  }),
);

export const padTough = hardwareProductPage.server(
  withProductSheets(["pad-tough"], {
    title: "現場蔵Pad Tough",
    description:
      "IP68の防塵・防水性能と耐衝撃性を備えた、雨の現場でも使える工事写真専用タブレットです。交換式バッテリーと手袋で操作できる画面で、配筋検査や土木の現場でも撮影を止めずに済みます。",
    content: async () => (await import("../../content/products/padTough")).padToughContent,
  }),
);

export const padTough2nd = hardwareProductPage.server(
  withProductSheets(["pad-tough-2nd"], {
    title: "現場蔵Pad Tough 第2世代",
    description:
      "現場蔵Pad Tough 第2世代は、最大1,000 nitの明るい画面と6 GBのメモリを備えたPad Toughの上位モデルです。晴天の屋外でも黒板を確かめやすく、高さ1.5 mの落下試験にも準拠しています。",
    content: async () => (await import("../../content/products/padTough2nd")).padTough2ndContent,
  }),
);

export const padTough10 = hardwareProductPage.server(
  withProductSheets(["pad-tough-10"], {
    title: "現場蔵Pad Tough 10 10.1 インチのタフタブレット",
    description:
      "現場蔵Pad Tough 10は、10.1 インチの画面にIP68の防塵・防水性能と耐衝撃性を備えたタフタブレットです。港湾や河川の現場でも、図面を大きく表示して確かめながら電子小黒板で撮影できます。",
    content: async () => (await import("../../content/products/padTough10")).padTough10Content,
  }),
);

export const padToughTainetsu = standardPage.server({
  title: "Pad Toughの耐熱試験",
  description:
    "現場蔵Pad Toughシリーズを60℃の環境で4時間使い続けた社内試験の条件と結果を公開しています。真夏の舗装工事や屋上の現場で長く使うための置き場所や充電の注意点もあわせてご案内します。",
  content: async () => (await import("../../content/pad/toughTainetsu")).toughTainetsuContent,
});

export const padCase = standardPage.server({
  title: "現場蔵Padの導入事例",
  description:
    "現場蔵Pad・Pocketシリーズを使う建設会社の導入事例を、屋外・土木、建築・改修、設備・点検の現場の種類ごとに集めました。機種を選んだ理由と、導入してから変わったことを紹介します。",
  content: async () => (await import("../../content/pad/padCases")).padCasesContent,
});

export const padCompareIOS = standardPage.server({
  title: "現場蔵PadとiPhone・iPadの比較",
  description:
    "電子小黒板を現場蔵Padのような専用タブレットで使う場合と、iPhone・iPadにアプリを入れて使う場合の違いを表で比べました。防水や耐衝撃、導入時の設定、故障時の代替機などから選び方を解説します。",
  content: async () => (await import("../../content/pad/compareIos")).compareIosContent,
});

export const padKokuban = hardwareProductPage.server({
  title: "現場蔵Padの電子小黒板",
  description:
    "現場蔵Padに搭載した電子小黒板の機能をご案内します。発注者の様式どおりの黒板づくり、Excelからの一括作成、改ざん検知への対応に加えて、黒板様式と豆図のオーダーメイドも承ります。",
  content: async () => (await import("../../content/kokuban/padKokuban")).padKokubanContent,
});

export const padKokubanOrdermade = formPage.server({
  title: "黒板様式のオーダーメイド依頼",
  description:
    "発注者の様式や社内の書式に合わせた電子小黒板のテンプレートを当社で作成し、現場蔵Padにお届けします。工事の種類と必要な様式の数をフォームでお知らせください。1現場3様式まで無料です。",
  content: async () => (await import("../../content/kokuban/orderMade")).blackboardOrderContent,
});

export const padKokubanOrdermadeThanks = thanksPage.server({
  title: "黒板様式のご依頼受付",
  description:
    "黒板様式のオーダーメイドのご依頼を受け付けました。2営業日以内に担当者から見本の送り方をご案内し、見本の受け取りから5営業日ほどで確認用の黒板をお届けします。お待ちいただく間のご案内です。",
  content: async () => (await import("../../content/kokuban/orderMade")).blackboardOrderThanks,
});

export const padKokubanOrdermadeMamezu = formPage.server({
  title: "豆図の作成依頼",
  description:
    "配筋図や断面図から、電子小黒板に貼る豆図を当社で切り出して作成します。写真の中でも読めるよう線と文字を整えてお届けします。図面の種類と枚数をフォームでお知らせください。1現場20枚まで無料です。",
  content: async () => (await import("../../content/kokuban/orderMade")).mamezuOrderContent,
});

export const padKokubanOrdermadeMamezuThanks = thanksPage.server({
  title: "豆図のご依頼受付",
  description:
    "豆図の作成のご依頼を受け付けました。2営業日以内に担当者から図面の送り方をご案内し、図面の受け取りから5営業日ほどで確認用の豆図をお届けします。お待ちいただく間に見られるページもご案内します。",
  content: async () => (await import("../../content/kokuban/orderMade")).mamezuOrderThanks,
});

export const pocket = hardwareProductPage.server(
  withProductSheets(["pocket"], {
    title: "ポケットに入る工事写真専用の端末「現場蔵Pocket」",
    description:
      "現場蔵Pocketは、作業着の胸ポケットに入る6.1 インチの工事写真専用の端末です。約180 gと軽く、巡回や点検で何十か所も回る日でも取り出してすぐ電子小黒板入りの写真を撮れます。仕様と価格をご案内します。",
    content: async () => (await import("../../content/products/pocket")).pocketContent,
  }),
);

export const pocketTough = hardwareProductPage.server(
  withProductSheets(["pocket-tough"], {
    title: "現場蔵Pocket Tough",
    description:
      "現場蔵Pocket Toughは、ポケットに入る大きさにIP68の防塵・防水性能と耐衝撃性を備えた工事写真専用の端末です。桁の中や天井裏など、タブレットを構えられない狭く暗い場所での撮影に向いています。",
    content: async () => (await import("../../content/products/pocketTough")).pocketToughContent,
  }),
);

export const pocketTough1st = standardPage.server({
  title: "現場蔵Pocket Tough 第1世代の仕様とサポート",
  description:
    "販売を終了した現場蔵Pocket Tough 第1世代の仕様と、修理の受付期間をご案内します。後継の第2世代の製品ページと、下取りを利用した買い替えの方法もこのページから確かめられます。",
  content: async () => (await import("../../content/models/pocketTough1st")).pocketTough1stContent,
});

export const pocketTough1th = standardPage.server(
  withCatalogueProducts(["pocket-tough"], {
    title: "現場蔵Pocket Tough 第1世代からの買い替え",
    description:
      "現場蔵Pocket Tough 第1世代から第2世代への買い替えをご案内します。1台ごとの下取りの条件と受付期間、黒板や写真のデータの移し方、第1世代と第2世代の仕様の比較をまとめています。",
    content: async () => (await import("../../content/models/pocketToughTradeIn")).pocketToughTradeInContent,
  }),
);

export const powerkit = hardwareProductPage.server(
  withProductSheets(["powerkit"], {
    title: "現場用ポータブル電源「現場蔵PowerKit」",
    description:
      "現場蔵PowerKitは、256 Whのポータブル電源と持ち運び用の収納ケースのセットです。電源のない造成地や山間部の現場でも、現場蔵Pad・Pocketやライトをその場で充電できます。仕様と価格をご案内します。",
    content: async () => (await import("../../content/products/powerkit")).powerkitContent,
  }),
);

export const powerkitOld = standardPage.server({
  title: "現場蔵PowerKit 初代の仕様とサポート",
  description:
    "販売を終了した現場蔵PowerKit 初代の仕様と、修理の受付期間をご案内します。容量と出力を増やし、充電時間を短くした現行モデルとの違いも、このページで確かめられます。",
  content: async () => (await import("../../content/models/powerkitOld")).powerkitOldContent,
});

export const cam = hardwareProductPage.server(
  withProductSheets(["cam"], {
    title: "現場蔵カメラ スマートフォン用電子小黒板アプリ",
    description:
      "現場蔵カメラは、手持ちのiPhoneやAndroidスマートフォンで電子小黒板入りの工事写真を撮影できるアプリです。現場蔵クラウドと使う方法と、写真をPCの御用達へ取り込む年間ライセンスをご案内します。",
    content: async () => (await import("../../content/products/cam")).camContent,
  }),
);

export const cliplight = hardwareProductPage.server(
  withProductSheets(["cliplight"], {
    title: "LEDクリップライト 暗所撮影用ライト",
    description:
      "LEDクリップライトは、タブレットやスマートフォンのふちに挟んで使う撮影用のライトです。桁の中や天井裏、夜間の工事など暗い場所でも、色を正しく写す昼白色の光で工事写真を明るく撮れます。",
    content: async () => (await import("../../content/products/cliplight")).cliplightContent,
  }),
);

export const care = hardwareProductPage.server(
  withProductSheets(["care-tablet", "care-compact"], {
    title: "現場蔵ケア 端末の保守サービス",
    description:
      "現場蔵ケアは、現場蔵Pad・Pocketの故障や破損のときに修理費用と代替機を引き受ける年間の保守サービスです。落下や水没による破損も年2回まで自己負担なしで修理し、代替機を最短当日に発送します。",
    content: async () => (await import("../../content/products/care")).careContent,
  }),
);
