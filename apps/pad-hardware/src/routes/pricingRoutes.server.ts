import { type PurchaseKind, productIdentifierFor, purchasePathFor } from "@genbagura/routing";
import { landingPage, priceTablePage, standardPage, thanksPage } from "@genbagura/ui/pageKinds";
import { estimatePage, formPage } from "./kinds";
import { withCatalogueProducts } from "./kinds.server";
import * as productIds from "./productIds";

// The server halves of the pages of ./pricingRoutes.ts: never in a browser build.

type ProductIds = typeof productIds;

/**
 * A purchase page, `/price/:productId` or `/price/item/:productId`: the record is the one whose
 * purchaseLink is the page's path (spec section 3); the route's product identifier goes into the JSON-LD.
 */
function purchasePage(kind: PurchaseKind, idsOf: (ids: ProductIds) => readonly string[]) {
  return standardPage.server({
    title: "製品の価格と購入方法",
    description:
      "現場蔵の製品ごとの価格(税込・税抜)、価格に含まれる付属品と保証、ご購入の流れと仕様をご案内するページです。ほかの製品と合わせた合計は、お見積もりページで計算できます。",
    prerender: () => productIds.productParams(idsOf(productIds)),
    content: async ({ params: { productId = "" } }) =>
      (await import("../../content/pricing/purchasePage")).purchasePageAt(purchasePathFor(kind, productId)),
    meta: async (_data, { params: { productId = "" } }) => {
      const path = purchasePathFor(kind, productId);
      const { purchasePageMeta } = await import("../../content/pricing/purchasePage");
      return purchasePageMeta(path, productIdentifierFor(path, productId) ?? productId);
    },
  });
}

export const standardPurchase = purchasePage("standard", (ids) => ids.standardPurchaseIds);
export const itemPurchase = purchasePage("item", (ids) => ids.itemPurchaseIds);

/** `/item/:productId`: the catalogue sheet of one product. */
export const catalogueItem = standardPage.server({
  title: "製品カタログの製品ページ",
  description:
    "現場蔵の製品カタログから、1つの製品の品番、価格、主な仕様、付属品をまとめたページです。購入ページで付属品と保証を確かめるか、製品ページで特長と全仕様をご覧いただけます。",
  prerender: () => productIds.productParams(productIds.catalogueIds),
  content: async ({ params: { productId = "" } }) =>
    (await import("../../content/pricing/catalogueItemPage")).catalogueItemPageOf(productId),
  meta: async (_data, { params: { productId = "" } }) =>
    (await import("../../content/pricing/catalogueItemPage")).catalogueItemMeta(
      productId,
      productIdentifierFor(`/item/${productId}`, productId) ?? productId,
    ),
});

export const price = standardPage.server({
  title: "料金一覧",
  description:
    "現場蔵Pad・Pocketシリーズ、アクセサリー、現場蔵カメラ、現場蔵ケア、セット商品に加えて、御用達DX・工事黒板・出来形と現場蔵クラウドの価格を一覧にしました。価格はすべて税込の総額で、税抜価格も併記しています。",
  content: async ({ context }) => {
    const { priceListContent } = await import("../../content/pricing/priceList");
    const { priceListDownload } = await import("../../content/documents");
    return priceListContent(await context.prices(), priceListDownload(context));
  },
});

export const priceEstimate = estimatePage.server({
  title: "お見積もり",
  description:
    "現場蔵のタブレット、アクセサリー、現場蔵ケアの数量を入れると、初期費用と年間費用の合計をその場で計算できるお見積もりページです。計算した内容をもとに、正式な見積書の発行も依頼できます。",
  content: async () => (await import("../../content/pricing/estimatePages")).estimateContent,
});

export const priceEstimateItem = estimatePage.server({
  title: "アクセサリーと保守のお見積もり",
  description:
    "お使いの現場蔵Pad・Pocketに追加するPowerKitやLEDクリップライト、現場蔵カメラのライセンス、現場蔵ケアの数量を入れて、合計金額をその場で計算できるお見積もりページです。",
  content: async () => (await import("../../content/pricing/estimatePages")).itemEstimateContent,
});

export const priceEstimatePrint3 = estimatePage.server({
  title: "印刷用のお見積もり",
  description:
    "現場蔵の製品の数量を入れて計算した見積もりを、社内の稟議や発注者への説明にそのまま印刷して使えるページです。社名入りの正式な見積書が必要な場合は、担当者への依頼もこのページから行えます。",
  content: async () => (await import("../../content/pricing/estimatePages")).printableEstimateContent,
});

export const item = standardPage.server({
  title: "製品カタログ",
  description:
    "現場蔵のタブレット、ポケット端末、アクセサリー、アプリのライセンス、保守サービスを品番と価格つきで一覧にした製品カタログです。各製品のカタログページから、購入ページや製品ページへ進めます。",
  content: async () => (await import("../../content/pricing/itemIndex")).itemIndexContent,
});

export const itemIndexLp = landingPage.server({
  title: "工事写真の道具をメーカーから直接",
  description:
    "現場蔵Pad・Pocketシリーズとアクセサリーは、メーカーから撮影用の設定を済ませてお届けします。電話の初期設定サポートと、修理・代替機の体制をご紹介し、お見積もりの計算へご案内します。",
  content: async () => (await import("../../content/pricing/itemIndex")).itemIndexLpContent,
});

export const carePrice = priceTablePage.server(
  withCatalogueProducts(["care-compact", "care-tablet"], {
    title: "現場蔵ケアの料金",
    description:
      "現場蔵ケアの2つのプラン、コンパクトとタブレットの年額料金と対象機種、補償の内容を表で比べられます。落下や水没の破損も年2回まで自己負担なしで修理し、代替機を最短当日に発送する保守サービスです。",
    content: async () => (await import("../../content/pricing/carePrice")).carePriceContent,
  }),
);

export const perfectset = standardPage.server({
  title: "パーフェクトセット",
  description:
    "タブレットに、PowerKit、LEDクリップライト、1年分の現場蔵ケアをまとめたパーフェクトセットのご案内です。Pad ToughとPad DXの2種類のセットの内容と価格、単品でそろえた場合との差額を比べられます。",
  content: async () => (await import("../../content/sets/perfectSets")).perfectSetIndexContent,
});

export const padPerfectset = standardPage.server({
  title: "現場蔵Pad Tough パーフェクトセット",
  description:
    "現場蔵Pad Toughに、PowerKit、LEDクリップライト、1年分の現場蔵ケアを組み合わせたセットです。雨の現場にも電源のない現場にも持ち出せる道具一式を、単品でそろえるよりお得な価格でご用意しました。",
  content: async () => (await import("../../content/sets/perfectSets")).toughPerfectSetContent,
});

export const padPerfectsetPaddx = standardPage.server({
  title: "現場蔵Pad DX パーフェクトセット",
  description:
    "図面を見ながら撮影する現場蔵Pad DXに、PowerKit、LEDクリップライト、1年分の現場蔵ケアを組み合わせたセットです。大規模な建築現場の監督向けに、単品でそろえるよりお得な価格でご用意しました。",
  content: async () => (await import("../../content/sets/perfectSets")).dxPerfectSetContent,
});

export const easyPackPad = standardPage.server({
  title: "現場蔵Pad かんたんパック",
  description:
    "現場蔵Padと3年分の現場蔵ケアを、36か月の月々定額でお使いいただけるかんたんパックのご案内です。まとまった初期費用をかけずに電子小黒板を始められます。月額、総額、契約の条件をまとめています。",
  content: async () => (await import("../../content/sets/easyPack")).easyPackContent,
});

export const productsPickup = formPage.server({
  title: "おすすめ製品のお見積もり依頼",
  description:
    "年度末の現場に向けて問い合わせの多い、Pad Tough 第2世代、Pocket Tough、PowerKit、LEDクリップライトを集めました。気になる製品と台数をフォームでお知らせいただくと、見積書と納期をご案内します。",
  content: async () => (await import("../../content/pricing/pickup")).pickupContent,
});

export const productsPickupThanks = thanksPage.server({
  title: "おすすめ製品のお見積もり依頼の受付",
  description:
    "おすすめ製品のお見積もりのご依頼を受け付けました。担当者が2営業日以内に、製品ごとの価格と合計、お届けまでの日数を記した見積書をメールでお送りします。お待ちいただく間に見られるページです。",
  content: async () => (await import("../../content/pricing/pickup")).pickupThanksContent,
});
