import { drawing } from "@genbagura/illustrations";
import type { ContentBlock, LandingPageContent, LinkItem, StandardPageContent } from "@genbagura/ui";
import { formatPrice } from "@genbagura/ui";
import { catalogue } from "../catalogue";
import type { CatalogueProduct } from "../catalogueTypes";

function catalogueLink(product: CatalogueProduct): LinkItem {
  return {
    label: product.name,
    href: `/item/${product.id}`,
    description: `${formatPrice(product.price)}(品番 ${product.sku})。${product.summary}`,
  };
}

function catalogueSection(heading: string, kinds: readonly CatalogueProduct["kind"][]): ContentBlock {
  return {
    kind: "relatedLinks",
    heading,
    links: catalogue.filter((product) => kinds.includes(product.kind)).map(catalogueLink),
  };
}

/** `/item`: the catalogue of everything the family sells. */
export const itemIndexContent: StandardPageContent = {
  title: "製品カタログ",
  lead: "現場蔵のタブレット、ポケット端末、アクセサリー、アプリのライセンス、保守サービスを一覧にしました。品番と価格を確かめて、各製品のカタログページから購入ページへ進めます。",
  blocks: [
    catalogueSection("タブレット・端末", ["device"]),
    catalogueSection("アクセサリー・アプリ", ["accessory", "app"]),
    catalogueSection("保守サービス", ["care"]),
    {
      kind: "callToAction",
      heading: "まとめてお見積もり",
      body: "カタログの製品は、お見積もりページで数量を入れて合計を計算できます。",
      actions: [
        { label: "すべての製品のお見積もり", href: "/price/estimate" },
        { label: "アクセサリーと保守のお見積もり", href: "/price/estimate/item", variant: "secondary" },
      ],
    },
  ],
};

/** `/item/index_lp`: the catalogue as an advertising landing page, asking for one thing. */
export const itemIndexLpContent: LandingPageContent = {
  hero: {
    eyebrow: "現場蔵 公式カタログ",
    title: "工事写真の道具を、メーカーから直接",
    lead: "現場蔵Pad・Pocketシリーズとアクセサリーは、メーカーの当社から直接お届けします。撮影用の設定を済ませた端末が届くので、その日から電子小黒板で撮影できます。",
    illustration: drawing("pad"),
  },
  benefits: {
    heading: "メーカー直販の3つの安心",
    items: [
      {
        title: "設定済みで届く",
        body: "黒板アプリ、クラウド連携、御用達への取り込みアプリを入れ、撮影用に設定した状態でお届けします。",
      },
      {
        title: "電話の初期設定サポート",
        body: "端末にはサポートが付いています。黒板の取り込みや御用達との接続を電話でご案内します。",
      },
      {
        title: "修理も代替機もメーカーで",
        body: "故障のときは当社が修理します。現場蔵ケアに加入すれば、代替機を最短当日に発送します。",
      },
    ],
  },
  conditions: {
    heading: "ご購入の条件",
    items: [
      "端末とアクセサリーは、国内への送料が無料です",
      "法人のお客様は請求書払い(月末締め翌月末払い)をご利用いただけます",
      "在庫のある製品は、ご注文から3営業日ほどで発送します",
    ],
  },
  blocks: [catalogueSection("取り扱い製品", ["device", "accessory", "app", "care"])],
  action: {
    heading: "台数を決めて合計を計算する",
    body: "製品と数量を選ぶと、初期費用と年間費用の合計をその場で計算できます。",
    label: "お見積もりを計算する",
    href: "/price/estimate",
  },
};
