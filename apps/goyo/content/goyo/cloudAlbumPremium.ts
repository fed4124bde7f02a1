import { drawing } from "@genbagura/illustrations";
import type { ProductPageContent } from "@genbagura/ui";
import { priceLabel, priceWithUnit } from "../prices";
import { faqExcerpt, faqPages, goyoActions, goyoCallToAction, goyoCases, goyoPages } from "../shared";

export const goyoCloudAlbumPremiumContent: ProductPageContent = {
  hero: {
    eyebrow: "クラウドアルバムの有料プラン",
    title: "クラウドアルバム プレミアム",
    lead: `クラウドアルバム プレミアムは、多くの工事を並行して進める会社のための有料プランです。${priceLabel("cloudalbum-premium")}で、公開できるアルバムの数と保存容量を広げ、閲覧の記録や会社のロゴの表示も使えます。`,
    illustration: drawing("goyo"),
    actions: [goyoActions.estimate, goyoActions.document],
  },
  features: [
    {
      heading: "アルバムの数は無制限、容量は100 GB",
      paragraphs: [
        "同時に公開できるアルバムの数に上限がなくなり、保存容量は1社あたり100 GBになります。写真が1万枚を超える工事の台帳もそのまま公開できます。",
      ],
    },
    {
      heading: "だれがいつ見たかを確認",
      paragraphs: [
        "アルバムごとに、閲覧された日時と回数を確認できます。発注者に確認をお願いした台帳が見られたかどうかが分かるので、催促の電話が減ります。",
      ],
    },
    {
      heading: "会社のロゴと公開期間の延長",
      paragraphs: [
        "アルバムの上部に会社のロゴと名前を表示できます。公開期間は最長1年まで延ばせるため、引き渡し後のアフター点検の記録を施主と共有する使い方にも向いています。",
      ],
    },
  ],
  blocks: [
    {
      kind: "table",
      heading: "無料の範囲との違い",
      caption: "クラウドアルバムの無料の範囲とプレミアムの比較",
      head: ["項目", "無料の範囲", "プレミアム"],
      rows: [
        ["料金", "無料", priceWithUnit("cloudalbum-premium")],
        ["同時に公開できるアルバム", "3冊まで", "無制限"],
        ["保存容量", "5 GB", "100 GB"],
        ["公開期間", "最長90日", "最長1年"],
        ["閲覧の記録", "なし", "日時と回数を表示"],
        ["会社のロゴの表示", "なし", "あり"],
      ],
      notes: ["※月の途中でお申し込みの場合、初月は日割りで計算します。"],
    },
    {
      kind: "relatedLinks",
      heading: "関連するページ",
      links: [goyoPages.cloudAlbum, goyoPages.goyoDx],
    },
  ],
  faq: faqExcerpt(
    [
      {
        question: "月の途中で解約できますか。",
        answer: "いつでも解約できます。解約した月の末日まではプレミアムの機能をお使いいただけます。",
      },
      {
        question: "解約すると公開中のアルバムはどうなりますか。",
        answer:
          "無料の範囲を超えたアルバムは、新しく公開したものから順に非公開になります。写真と台帳のデータは消えません。",
      },
      {
        question: "支払い方法は何がありますか。",
        answer:
          "クレジットカードと請求書払い(口座振込)をお選びいただけます。請求書払いは年払いでも承ります。",
      },
    ],
    faqPages.goyo,
  ),
  relatedCase: goyoCases.asagiri,
  callToAction: goyoCallToAction(
    "プレミアムのお見積もりを承ります",
    "複数の部署や支店でまとめてご利用になる場合のお見積もりも作成します。",
  ),
};
