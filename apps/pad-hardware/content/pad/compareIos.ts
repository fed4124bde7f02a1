import type { StandardPageContent } from "@genbagura/ui";
import { formatPrice } from "@genbagura/ui";
import { deviceById } from "../catalogue";
import { documentAction } from "../shared/links";

const padTough = deviceById("pad-tough");

/** `/pad/compare/iOS`: a dedicated tablet against an iPhone or iPad with the blackboard app. */
export const compareIosContent: StandardPageContent = {
  title: "現場蔵PadとiPhone・iPadの比較",
  lead: "電子小黒板は、現場蔵Padのような専用タブレットでも、iPhone・iPadに現場蔵 工事黒板アプリを入れても使えます。どちらが合うかは、現場の環境と端末の管理のしかたで決まります。",
  blocks: [
    {
      kind: "table",
      heading: "専用タブレットとiOS端末の違い",
      caption: "現場蔵Pad ToughとiPhone・iPad(現場蔵 工事黒板アプリ)の比較",
      head: ["項目", "現場蔵Pad Tough", "iPhone・iPad+工事黒板アプリ"],
      rows: [
        ["電子小黒板と改ざん検知", "対応(アプリを搭載済み)", "対応(App Storeから入手)"],
        ["防塵・防水", padTough.spec.ipRating, "端末の機種による"],
        ["耐衝撃", `MIL-STD-810H落下試験に${padTough.spec.dropTest}`, "別途、耐衝撃ケースが必要"],
        ["手袋での操作", "対応", "対応する手袋が必要"],
        ["導入時の設定", "撮影用に設定済みでお届け", "自社で設定"],
        ["私用アプリとの混在", "撮影専用で混ざらない", "端末の管理ルールによる"],
        ["故障時の代替機", "現場蔵ケアで最短当日に発送", "端末の購入先による"],
        ["本体の価格", formatPrice(padTough.price), "お手持ちの端末を利用可能"],
      ],
      notes: ["現場蔵 工事黒板アプリの料金は、アプリの製品ページでご案内しています。"],
    },
    {
      kind: "prose",
      heading: "専用タブレットが向いている会社",
      paragraphs: [
        "雨の日の屋外撮影や、粉じんの多い現場が多い会社です。端末を落とす、濡らすといった心配を減らし、壊れたときも代替機ですぐ撮影を再開できます。",
        "端末を現場の道具として共用する会社にも向いています。撮影専用の設定なので、誰が使っても同じ操作で撮れます。",
      ],
    },
    {
      kind: "prose",
      heading: "iPhone・iPadが向いている会社",
      paragraphs: [
        "すでに社員にiPhoneやiPadを配っていて、端末を2台持たせたくない会社です。アプリを入れるだけで始められます。",
        "内装や住宅など、雨や落下の心配が比較的少ない現場を中心とする会社にも向いています。",
      ],
    },
    {
      kind: "relatedLinks",
      heading: "それぞれの製品ページ",
      links: [
        { label: "現場蔵Pad Toughの製品ページ", href: padTough.pagePath, description: padTough.summary },
        {
          label: "現場蔵 工事黒板アプリの製品ページ",
          href: "/kokuban",
          description: "iPhone・iPadで電子小黒板入りの写真を撮影できるアプリです。",
        },
        {
          label: "現場蔵クラウドのアプリ比較",
          href: "/cloud/app/compare",
          description: "クラウドと組み合わせて使うアプリの違いをご覧いただけます。",
        },
      ],
    },
    {
      kind: "callToAction",
      heading: "どちらが合うか相談する",
      body: "現場の環境と台数をお知らせいただければ、専用タブレットとアプリの組み合わせ方もご提案します。",
      actions: [
        { label: "現場蔵Padの導入を相談する", href: "/contact/for_pad" },
        { ...documentAction(padTough), variant: "secondary" },
      ],
    },
  ],
};
