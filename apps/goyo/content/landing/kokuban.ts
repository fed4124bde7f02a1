import { drawing } from "@genbagura/illustrations";
import type { LandingPageSource } from "@genbagura/ui";
import { priceLabel } from "../prices";

export const adlpKokubanContent: LandingPageSource = {
  hero: {
    eyebrow: "現場蔵 工事黒板",
    title: "いつものiPhone・iPadが電子小黒板になります",
    lead: "黒板を選んで工種や測点を入れ、撮影するだけで黒板入りの工事写真になります。新しい端末を買わずに、社員が持っているiPhoneやiPadで今日から電子小黒板を始められます。",
    illustration: drawing("kokuban"),
  },
  benefits: {
    heading: "工事黒板アプリでできること",
    items: [
      {
        title: "黒板を持たずに一人で撮影",
        body: "黒板は画面の中に表示されるため、黒板を持つ人がいなくても撮影できます。雨の日もチョークがにじみません。",
      },
      {
        title: "改ざん検知に対応",
        body: "撮影した写真に改ざん検知のための値を記録します。信憑性確認(改ざん検知機能)の検定にも合格しています。",
      },
      {
        title: "写真はそのまま台帳へ",
        body: "御用達DXに取り込むと、黒板の情報で写真が仕分けられ、工事写真台帳が自動で作られます。",
      },
    ],
  },
  conditions: {
    heading: "資料請求と価格",
    items: [
      "資料は無料です。PDFをメールでお送りするほか、ご希望の方には冊子を郵送します。",
      `製品版の価格は${priceLabel("kokuban")}(端末1台)です。App Storeから入手して30日間は無料で使えます。`,
      "複数台の導入はお見積もりで承ります。",
    ],
  },
  blocks: [
    {
      kind: "prose",
      heading: "発注者との協議も資料でご案内します",
      paragraphs: [
        "国の工事で電子小黒板を使うには、受注者が申し出て発注者の承諾を得る必要があります。資料には、協議に使う工事打合せ簿の記入例と、特記仕様書で確かめておく点をまとめています。",
      ],
    },
  ],
  action: {
    heading: "黒板の様式の一覧と導入の手順を資料でお届けします",
    body: "発注者との協議に使う工事打合せ簿の記入例も同封します。",
    label: "工事黒板アプリの資料を無料で請求する",
    href: "/adlp/kokuban/request",
  },
  form: { formId: "adlp_kokuban" },
  proofProducts: ["kokuban", "goyo-dx", "cloud"],
};

export const adlpShoKokubanContent: LandingPageSource = {
  hero: {
    eyebrow: "電子小黒板のご案内",
    title: "木製の小黒板から、電子小黒板へ",
    lead: "国の工事では2017年から、工事写真の小黒板を電子小黒板へ置き換えられるようになりました。チョークで書き直す手間、黒板を持つ人手、雨でにじむ文字の悩みを、まとめてなくしませんか。",
    illustration: drawing("blackboard"),
  },
  benefits: {
    heading: "電子小黒板に変えるとなくなる手間",
    items: [
      {
        title: "書き直しがなくなります",
        body: "測点や寸法は画面で入力し、同じ黒板で続けて撮るときは測点が自動で進みます。",
      },
      {
        title: "黒板持ちがいらなくなります",
        body: "黒板は写真に合成されるため、狭い場所や高い場所でも一人で撮れます。",
      },
      {
        title: "写真の整理が速くなります",
        body: "黒板の内容がデータで残るため、写真を工種や測点ごとに自動で仕分けられます。",
      },
    ],
  },
  conditions: {
    heading: "使う前に確かめること",
    items: [
      "公共工事で使うときは、発注者の承諾が必要です。特記仕様書をご確認のうえ協議してください。",
      "専用のタブレット、iPhone・iPad用のアプリ、スマートフォン用の無料アプリから選べます。",
      "資料は無料です。お使いの黒板の様式を再現できるかのご相談も承ります。",
    ],
  },
  blocks: [
    {
      kind: "prose",
      heading: "端末の選び方の目安",
      paragraphs: [
        "雨や粉じんの多い現場では専用のタブレット、会社で配っているiPhone・iPadがあればアプリ、手持ちのスマートフォンでまず試したい場合はスマートフォン用のアプリが目安です。どの端末で撮っても、写真は同じ工事写真台帳にまとめられます。",
      ],
    },
  ],
  action: {
    heading: "電子小黒板の選び方を資料でご紹介します",
    body: "端末ごとの違いと、発注者との協議の進め方をまとめた資料をお送りします。",
    label: "電子小黒板の資料を無料で請求する",
    href: "/document",
  },
  form: { formId: "adlp_sho_kokuban" },
  proofProducts: ["kokuban", "goyo-dx", "cloud"],
};
