import type { StandardPageContent } from "@genbagura/ui";
import { productById } from "../catalogue";
import { estimateAction } from "../shared/links";
import { priceTableOf, purchaseLinkOf } from "../shared/priceBlocks";
import { deviceSpecOf, discontinuedSpecOf, specComparisonTable } from "./modelHistory";

const padDx = productById("pad-dx");

export const padDx5thContent: StandardPageContent = {
  title: "現場蔵Pad DX 第5世代で変わったこと",
  lead: "第5世代のPad DXは、画面、カメラ、耐久性のすべてを見直しました。第4世代をお使いのお客様が買い替えを判断できるよう、主な違いを表にまとめています。",
  blocks: [
    {
      kind: "features",
      heading: "第5世代の主な改良点",
      items: [
        {
          title: "画面が11 インチ・2,560×1,600ドットに",
          body: "第4世代の10.4 インチから大きく、精細になりました。最大輝度は600 nitで、窓際や屋外でも図面を読みやすくなっています。",
        },
        {
          title: "5,000万画素のカメラと光学式手ぶれ補正",
          body: "薄暗い室内や足場の上でも、ぶれの少ない写真を撮れます。鉄筋の径や本数を拡大して確かめやすくなりました。",
        },
        {
          title: "MIL-STD-810Hの落下試験に準拠",
          body: "第4世代の1.0 mから、高さ1.2 mの落下試験に準拠しました。防塵・防水はIP65を保っています。",
        },
        {
          title: "8 GBのメモリと256 GBのストレージ",
          body: "写真が1万枚を超える現場でも、黒板の一覧や写真の確認が軽快です。",
        },
      ],
    },
    specComparisonTable(
      "現場蔵Pad DX 第4世代と第5世代の仕様の比較",
      ["第4世代", "第5世代"],
      [discontinuedSpecOf("pad-dx-4th"), deviceSpecOf("pad-dx")],
    ),
    {
      kind: "prose",
      heading: "第4世代からの買い替え",
      paragraphs: [
        "第4世代で作った黒板テンプレートと写真は、現場蔵コネクトのバックアップ機能で第5世代へそのまま移せます。付属の初期設定サポートで、移行の手順もご案内します。",
        "第4世代は修理とソフトウェアの更新を続けていますので、台数の多いお客様は現場ごとに順次入れ替えることもできます。",
      ],
    },
    priceTableOf(padDx, "第5世代の価格"),
    {
      kind: "relatedLinks",
      heading: "関連ページ",
      links: [
        { label: "現場蔵Pad DXの製品ページ", href: padDx.pagePath, description: padDx.summary },
        { label: "現場蔵Pad DX 第4世代の仕様とサポート", href: "/pad/4th" },
        purchaseLinkOf(padDx),
      ],
    },
    {
      kind: "callToAction",
      heading: "第5世代への入れ替えを相談する",
      body: "台数と時期が決まっていれば、お見積もりページで合計金額を計算できます。",
      actions: [
        estimateAction,
        { label: "Pad DXの資料を請求する", href: padDx.documentPath, variant: "secondary" },
      ],
    },
  ],
};
