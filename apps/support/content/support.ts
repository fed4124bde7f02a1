import type { StandardPageContent } from "@genbagura/ui";
import { supportHours, supportLine } from "./shared";

export const supportPages: Readonly<Record<string, StandardPageContent>> = {
  "/support": {
    title: "サポート",
    lead: "ご利用中の現場蔵の製品について、操作方法、ソフトウェアのダウンロード、修理のご依頼をまとめています。まずはよくあるご質問で、同じことでお困りの方への回答がないかをご確認ください。",
    blocks: [
      {
        kind: "relatedLinks",
        heading: "製品ごとのよくあるご質問",
        links: [
          { label: "現場蔵クラウドのよくあるご質問", href: "/faq/cloud" },
          { label: "現場蔵 工事黒板のよくあるご質問", href: "/faq/kokuban" },
          { label: "現場蔵 御用達のよくあるご質問", href: "/faq/goyo" },
          { label: "現場蔵 御用達DXのよくあるご質問", href: "/faq/goyodx" },
          { label: "現場蔵Padのよくあるご質問", href: "/faq/pad" },
          { label: "すべてのよくあるご質問", href: "/faq", description: "キーワードで検索できます。" },
        ],
      },
      {
        kind: "relatedLinks",
        heading: "使い方を調べる",
        links: [
          {
            label: "動画で見る使い方",
            href: "/support/video-guide",
            description: "撮影や台帳づくりの操作を、短い動画で確かめられます。",
          },
          {
            label: "現場蔵 はじめてガイド",
            href: "/download/firstguide",
            description: "電子小黒板の準備から提出と保存までを、作業の順に説明しています。",
          },
          {
            label: "電子納品(CALS/EC)ガイド",
            href: "/download/cals_guide",
            description: "公共工事の写真を電子納品するときの手順と注意点です。",
          },
        ],
      },
      {
        kind: "relatedLinks",
        heading: "ダウンロードとライセンス",
        links: [
          {
            label: "ソフトウェアのダウンロード",
            href: "/download/connect",
            description: "写真の取り込みソフトなど、最新版のインストーラーを入手できます。",
          },
          {
            label: "ライセンスの解除",
            href: "/license-deregister",
            description: "パソコンを買い替えるときに、御用達のライセンスの認証を解除します。",
          },
        ],
      },
      {
        kind: "steps",
        heading: "故障・修理のご依頼",
        steps: [
          {
            title: "サポートセンターへご連絡ください",
            body: `${supportLine}で受け付けます。${supportHours}製品のシリアル番号と、故障の状況をお知らせください。`,
          },
          {
            title: "製品をお送りください",
            body: "当社から梱包材をお送りします。往復の送料は当社が負担します。修理の前に、写真をクラウドへ送るかパソコンへ取り込んでください。",
          },
          {
            title: "修理してお返しします",
            body: "保証期間内の自然故障は無償で修理します。有償となる場合は、修理の前にお見積もりをお知らせします。",
          },
        ],
      },
      {
        kind: "relatedLinks",
        heading: "規約とアンケート",
        links: [
          { label: "現場蔵 ハードウェア修理規約", href: "/terms/genbagura_repair" },
          { label: "現場蔵サービス利用規約", href: "/terms/genbagura_service" },
          {
            label: "無料トライアルご利用アンケート",
            href: "/support/survey/first_trial",
            description: "トライアルで感じた点をお聞かせください。",
          },
        ],
      },
      {
        kind: "callToAction",
        heading: "解決しない場合は",
        body: "よくあるご質問で解決しない場合は、お問い合わせ窓口のご案内から、ご用件に合う窓口をお選びください。",
        actions: [
          { label: "お問い合わせ窓口のご案内を見る", href: "/contact_all" },
          { label: "お問い合わせフォームへ進む", href: "/contact", variant: "secondary" },
        ],
      },
    ],
  },
};
