import { drawing } from "@genbagura/illustrations";
import { firstReplyWithin, type StandardPageContent, siteConfig } from "@genbagura/ui";
import { companyProfile } from "@genbagura/ui/companyProfile";

const { company, brand } = siteConfig;

/** サポート体制: the support organisation, its channels and the service levels it aims for. */
export const taiseiContent: StandardPageContent = {
  title: "サポート体制",
  lead: `${brand.name}のサポートは、東京と福岡の2か所のサポートセンターで、製品の開発部門と同じ社内の担当者がお受けしています。導入時の設定から、日々の操作のご質問、端末の修理まで、窓口をひとつにしてお待たせしない体制を整えています。`,
  blocks: [
    {
      kind: "figures",
      heading: "サポートの体制",
      items: [
        { value: "2拠点", label: "サポートセンター(東京・福岡)" },
        { value: "約60名", label: "サポート担当者" },
        { value: "約9割", label: "最初のお電話で解決したお問い合わせ" },
      ],
      basis: `※担当者数は${companyProfile.employees.asOf}時点。解決の割合は2025年度に電話で受けたお問い合わせのうち、折り返しや修理の受付を必要としなかったものの割合です(自社調べ)。`,
    },
    {
      kind: "table",
      heading: "お問い合わせの窓口",
      caption: "サポートの窓口と受付時間",
      head: ["窓口", "受付時間", "主な内容"],
      rows: [
        [
          `電話(${company.supportPhone.label} ${company.supportPhone.number})`,
          company.businessHours,
          "操作のご質問、ライセンスの認証、修理の受付",
        ],
        ["お問い合わせフォーム", "24時間受付(回答は営業時間内)", "操作のご質問、資料やお見積もりのご依頼"],
        ["アプリ内チャット", company.businessHours, "現場蔵クラウドをお使いのお客様の操作のご質問"],
        ["リモートサポート", "予約制(営業時間内)", "画面を共有しながらの設定やデータ移行の手伝い"],
      ],
    },
    {
      kind: "table",
      heading: "対応の目安(サービスレベル)",
      caption: "お問い合わせと修理の対応の目安",
      head: ["項目", "目安", "補足"],
      rows: [
        [
          "フォーム・メールへの最初の回答",
          `原則${firstReplyWithin}`,
          "調査が必要な場合は、回答の予定日をお知らせします",
        ],
        ["チャットへの最初の応答", "10分以内", "営業時間内のお問い合わせが対象です"],
        [
          "代替機の発送",
          "平日の正午までの修理受付は当日、それ以降は翌営業日",
          "現場蔵ケアにご加入の端末が対象です",
        ],
        ["修理の完了", "端末の到着から5営業日以内", "部品の取り寄せが必要な場合を除きます"],
        [
          "現場蔵クラウドの稼働率",
          "月間99.9%以上を目標",
          "事前にお知らせする定期メンテナンスの時間を除きます",
        ],
      ],
      notes: [
        "※目安は当社の目標値で、保証するものではありません。年末年始などの休業明けは時間がかかることがあります。",
      ],
    },
    {
      kind: "features",
      heading: "導入と運用を支えるサービス",
      items: [
        {
          title: "操作説明会",
          body: "導入時に、現場の方と事務所の方に分けて、オンラインか訪問で操作説明会を行います。録画して社内の研修にもお使いいただけます。",
          illustration: drawing("hardHat"),
        },
        {
          title: "黒板のオーダーメイド",
          body: "発注者の様式や社内の決まりに合わせた黒板を、当社の担当者が作ってお届けします。工種の多い現場でもすぐに撮影を始められます。",
          illustration: drawing("blackboard"),
        },
        {
          title: "障害とメンテナンスのお知らせ",
          body: "クラウドの定期メンテナンスは1週間前までにお知らせします。障害が起きた場合は、状況と復旧の見込みをニュースで随時お伝えします。",
          illustration: drawing("cloud"),
        },
      ],
    },
    {
      kind: "relatedLinks",
      heading: "サポートの関連ページ",
      links: [
        { label: "サポートトップ", href: "/support", description: "使い方の案内とダウンロードの入口です。" },
        { label: "よくあるご質問", href: "/faq", description: "製品ごとのよくあるご質問と回答です。" },
        { label: "動画で見る使い方", href: "/support/video-guide" },
        { label: "メンテナンスのお知らせ", href: "/news/maintenance" },
        { label: "現場蔵ケア", href: "/care", description: "故障や破損に備える端末の保守サービスです。" },
      ],
    },
    {
      kind: "callToAction",
      heading: "お困りのことはサポートセンターへ",
      body: `お電話は${company.supportPhone.number}で、${company.businessHours}に承ります。フォームからのお問い合わせは24時間受け付けています。`,
      actions: [{ label: "サポートに問い合わせる", href: "/contact", variant: "primary" }],
    },
  ],
};
