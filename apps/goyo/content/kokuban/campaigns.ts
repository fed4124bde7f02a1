import { drawing } from "@genbagura/illustrations";
import type { GoyoCampaignContent } from "../pageData";
import { goyoActions, goyoPages, sitePages } from "../shared";

/** The app's review campaigns: thanks for App Store reviews, each with a small gift. */

const howToApplyReview = (rewardNote: string) => ({
  heading: "応募の方法",
  steps: [
    { title: "アプリを最新版にする", body: "App Storeで現場蔵 工事黒板を最新版にアップデートします。" },
    {
      title: "レビューを投稿する",
      body: "App Storeの現場蔵 工事黒板のページで、使ってみた感想をレビューとして投稿します。評価の高い低いは応募の条件に関係ありません。",
    },
    {
      title: "応募フォームから送る",
      body: `アプリの「お知らせ」にある応募フォームから、レビューのニックネームを送ります。${rewardNote}`,
    },
  ],
});

export const kokuban2000ReviewContent: GoyoCampaignContent = {
  title: "工事黒板アプリ レビュー2,000件記念キャンペーン",
  lead: "App Storeの現場蔵 工事黒板のレビューが2,000件に届いたことを記念し、レビューを投稿してくださった方と、期間中に年間ライセンスをご購入の方へ感謝の特典をご用意したキャンペーンです。",
  illustration: drawing("kokuban"),
  period: { start: "2019-06-03", end: "2019-07-31" },
  offer: {
    heading: "キャンペーンの内容",
    paragraphs: [
      "2017年7月の提供開始から約2年で、App Storeのレビューが2,000件に届きました(※2019年5月時点の件数)。いただいた声は、黒板の様式の追加や測点の自動送りの改良に生かしています。",
    ],
    bullets: [
      "期間中にレビューを投稿して応募した方の中から抽選で100名に、現場で使える防水のスマートフォンポーチを進呈",
      "期間中に年間ライセンスをご購入の方は、ライセンスの期間を1か月延長",
    ],
  },
  conditions: [
    "レビューの投稿と応募は、1つのApple IDにつき1回までです。",
    "ライセンスの延長は、期間中にご購入いただいた年間ライセンスが対象です。更新のご購入も含みます。",
    "当選者の発表は、2019年8月中の賞品の発送をもって代えました。",
  ],
  eligibleProducts: [goyoPages.kokuban],
  howToApply: howToApplyReview("抽選は期間の終了後に行います。"),
  action: goyoActions.kokubanDocument,
  currentOffers: sitePages.campaigns,
};

export const kokuban10000ReviewContent: GoyoCampaignContent = {
  title: "工事黒板アプリ レビュー1万件記念キャンペーン",
  lead: "App Storeの現場蔵 工事黒板のレビューが1万件に届いたことを記念したキャンペーンです。レビューを投稿してくださった方への抽選の特典と、期間中に新しく導入する会社への年間ライセンスの割引をご用意しました。",
  illustration: drawing("kokuban"),
  period: { start: "2023-10-02", end: "2023-11-30" },
  offer: {
    heading: "キャンペーンの内容",
    paragraphs: [
      "レビューは1万件を超えました(※2023年9月時点の件数)。雨の日に撮りやすくなった、黒板の書き直しがなくなったという声を多くいただいています。",
    ],
    bullets: [
      "期間中にレビューを投稿して応募した方の中から抽選で200名に、両手が空くタブレット用の肩掛けストラップを進呈",
      "期間中に初めて5ライセンス以上をご購入の会社は、初年度の年間ライセンスを20%割引",
    ],
  },
  conditions: [
    "レビューの投稿と応募は、1つのApple IDにつき1回までです。",
    "割引は、期間中にお見積もりをご依頼のうえ、2023年12月末までにご購入いただいた会社が対象です。",
    "割引は他のキャンペーンと併用できません。",
  ],
  eligibleProducts: [goyoPages.kokuban, goyoPages.goyoDx],
  howToApply: howToApplyReview("当選された方には、2023年12月中にメールでお知らせしました。"),
  action: goyoActions.estimate,
  currentOffers: sitePages.campaigns,
};
