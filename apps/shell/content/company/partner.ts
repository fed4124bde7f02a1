import { drawing } from "@genbagura/illustrations";
import { type StandardPageContent, siteConfig } from "@genbagura/ui";

const { brand } = siteConfig;

/** パートナー制度: resellers, referral partners and software partners. */
export const partnerContent: StandardPageContent = {
  title: "パートナー制度",
  lead: `${brand.name}シリーズを地域の建設会社へ届けていただく販売パートナーと、お客様をご紹介いただく紹介パートナーを募集しています。建設機械のレンタル会社、OA機器の販売会社、建設業向けのシステム会社など、建設業のお客様と取引のある会社に多くご参加いただいています。`,
  blocks: [
    {
      kind: "table",
      heading: "3つのパートナーの形",
      caption: "パートナーの種類と役割",
      head: ["種類", "お願いすること", "当社が提供すること"],
      rows: [
        [
          "販売パートナー",
          "製品の提案、見積もり、販売、納品後の一次窓口",
          "パートナー価格での仕入れ、デモ機の貸出、販促資料、営業同行",
        ],
        [
          "紹介パートナー",
          "導入を検討しているお客様のご紹介",
          "成約したご契約に応じた紹介料のお支払い、提案資料",
        ],
        [
          "技術パートナー",
          "自社のソフトや機器と現場蔵シリーズとの連携の開発",
          "連携用の仕様書と検証用のアカウント、共同での告知",
        ],
      ],
    },
    {
      kind: "features",
      heading: "パートナーになる利点",
      items: [
        {
          title: "建設業のお客様への提案が広がります",
          body: "工事写真はどの建設会社にもある仕事です。機械や事務機器のお取引のあるお客様に、残業を減らす具体的な提案を加えられます。",
          illustration: drawing("chart"),
        },
        {
          title: "製品の知識がなくても始められます",
          body: "ご契約の後、営業担当者向けのオンライン研修(約3時間)を受けていただきます。最初の数件は当社の営業担当者が商談に同行します。",
          illustration: drawing("hardHat"),
        },
        {
          title: "販売後のサポートは当社が受け持ちます",
          body: "操作のお問い合わせと修理はサポートセンターが直接対応します。パートナーの皆さまは提案と販売に集中していただけます。",
          illustration: drawing("photoLedger"),
        },
      ],
    },
    {
      kind: "steps",
      heading: "お申し込みから活動開始まで",
      steps: [
        {
          title: "1. お問い合わせ",
          body: "お問い合わせフォームの「お問い合わせ内容」に、パートナー制度へのご関心と主な営業地域をお書きください。",
        },
        {
          title: "2. 制度のご説明と面談",
          body: "担当者が制度の内容をご説明し、貴社の主なお客様や営業の地域をうかがいます。オンラインで1時間ほどです。",
        },
        {
          title: "3. 審査とご契約",
          body: "当社の基準で審査し、通過した場合はパートナー契約を結びます。面談から契約までは2〜3週間ほどです。",
        },
        {
          title: "4. 研修と活動開始",
          body: "営業担当者向けの研修を受けていただき、パートナー向けの資料とデモ機をお渡しして活動を始めていただきます。",
        },
      ],
    },
    {
      kind: "relatedLinks",
      heading: "パートナーの皆さまへ",
      links: [
        {
          label: "販売パートナー向け資料ダウンロード(2020年度版)",
          href: "/corporate/mkk/2020dl",
          description: "2020年度に配布した販促資料の内容と、最新版の入手先をご案内しています。",
        },
        {
          label: "資料ダウンロード",
          href: "/download_document",
          description: "最新の製品カタログと提案資料です。",
        },
        { label: "導入事例", href: "/case", description: "提案の参考になるお客様の事例です。" },
      ],
    },
    {
      kind: "callToAction",
      heading: "パートナー制度について相談する",
      body: "制度の詳しい条件は、面談の際に資料でご説明します。まずはお気軽にお問い合わせください。",
      actions: [{ label: "パートナー制度について問い合わせる", href: "/contact", variant: "primary" }],
    },
  ],
};
