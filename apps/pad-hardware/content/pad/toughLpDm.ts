import { drawing } from "@genbagura/illustrations";
import type { LandingPageContent } from "@genbagura/ui";
import { formatPrice } from "@genbagura/ui";
import { deviceById } from "../catalogue";
import { specTableOf } from "../shared/specTables";

const padTough = deviceById("pad-tough");

/** `/pad/tough/lp_dm`: where the Pad Tough mailing sends its readers. */
export const toughLpDmContent: LandingPageContent = {
  hero: {
    eyebrow: "ダイレクトメールをお受け取りの方へ",
    title: "雨の日も撮影を止めない、現場蔵Pad Tough",
    lead: `お手元のダイレクトメールでご紹介した現場蔵Pad Toughは、IP68の防塵・防水性能と交換式バッテリーを備えた工事写真専用タブレットです。本体価格は${formatPrice(padTough.price)}です。`,
    illustration: drawing("padTough"),
  },
  benefits: {
    heading: "Pad Toughで変わること",
    items: [
      {
        title: "黒板を持つ人が要らない",
        body: "黒板は画面の中にあり、監督一人で撮影できます。雨で文字がにじむこともありません。",
      },
      {
        title: "落としても撮影を続けられる",
        body: "MIL-STD-810Hの落下試験に高さ1.2 mで準拠しています。腰の高さから落としても動作するよう設計しています。",
      },
      {
        title: "写真が台帳の形で届く",
        body: "黒板の工種や測点で写真が仕分けられ、事務所では並べ替えの手間なく台帳を作れます。",
      },
    ],
  },
  conditions: {
    heading: "資料請求について",
    items: [
      "製品資料は無料です。PDFは1営業日以内にメールでお送りし、印刷した資料も3営業日以内に郵送します",
      "資料には、防水・落下の試験方法と、雨の現場での使い方の例を載せています",
      "資料請求のあとに、担当者から無料貸し出しのご案内をお送りすることがあります",
    ],
  },
  blocks: [{ kind: "specTable", heading: "主な仕様", ...specTableOf(padTough) }],
  action: {
    heading: "Pad Toughの資料を受け取る",
    body: "フォームに会社名とご連絡先、資料の送付先を入力すると、1営業日以内に製品資料のPDFをお送りします。",
    label: "現場蔵Pad Toughの資料を請求する",
    href: padTough.documentPath,
  },
};
