import { drawing } from "@genbagura/illustrations";
import type { LandingPageSource } from "@genbagura/ui";
import { priceLabel } from "../prices";

const trialConditions = {
  heading: "無料体験の期間と条件",
  period: "お申し込みから2か月間",
  items: [
    "法人・個人事業主の方が対象です。1社につき1回お申し込みいただけます。",
    "Windows 11(64ビット版)のパソコンでお使いいただけます。",
    "体験期間が終わっても自動で料金がかかることはありません。",
    `ご契約後の価格は${priceLabel("goyo-dx")}です。体験中に作った台帳はそのまま使えます。`,
  ],
};

export const adlpGoyoDxContent: LandingPageSource = {
  hero: {
    eyebrow: "現場蔵 御用達DX",
    title: "工事写真台帳は、もう並べなくていい",
    lead: "電子小黒板で撮った写真を取り込むだけで、工種・種別・細別・測点の順に写真を並べた台帳ができあがります。夜の事務所で写真を一枚ずつ並べる作業を、確認するだけの作業に変えませんか。",
    illustration: drawing("goyoDx"),
  },
  benefits: {
    heading: "御用達DXで変わること",
    items: [
      {
        title: "写真の仕分けと配置が自動に",
        body: "黒板の情報を読み取り、写真を台帳の決まった位置へ配置します。説明文も黒板の内容から入ります。",
        illustration: drawing("blackboard"),
      },
      {
        title: "撮り忘れにその場で気づける",
        body: "撮影頻度の一覧と照らし合わせ、足りない写真を工種ごとに示します。現場を片付ける前に撮り直せます。",
        illustration: drawing("chart"),
      },
      {
        title: "電子納品の前の確認も自動に",
        body: "ファイル名や代表写真、画素数の誤りを出力の前に確かめ、一覧で知らせます。",
        illustration: drawing("photoLedger"),
      },
    ],
  },
  conditions: trialConditions,
  blocks: [
    {
      kind: "prose",
      heading: "こんな方におすすめです",
      paragraphs: ["電子小黒板を使い始めたのに、台帳づくりの時間が思ったほど減っていない方に向いています。"],
      bullets: [
        "公共工事の写真が工事1件で数千枚になる方",
        "写真の整理を現場監督が一人で抱えている方",
        "年度末の電子納品の準備で残業が続いている方",
      ],
    },
  ],
  action: {
    heading: "2か月間、すべての機能を無料でお試しください",
    body: "お申し込みから1営業日以内に、体験用のライセンスキーをメールでお送りします。",
    label: "御用達DXの無料体験を申し込む",
    href: "/goyo/trial",
  },
  form: { formId: "adlp_goyodx", hidden: { requestType: "無料トライアル" } },
  proofProducts: ["goyo-dx", "goyo"],
};

export const adlpGoyoDx01Content: LandingPageSource = {
  hero: {
    eyebrow: "現場蔵 御用達DX",
    title: "写真の仕事を減らして、残業の上限を守る",
    lead: "2024年4月から、建設業にも時間外労働の上限(原則 月45時間・年360時間)が適用されています。残業の大きな原因になりがちな写真の整理と台帳づくりを、御用達DXで短くしませんか。",
    illustration: drawing("hardHat"),
  },
  benefits: {
    heading: "写真の仕事が短くなる理由",
    items: [
      {
        title: "並べる作業がなくなります",
        body: "電子小黒板の情報で写真が台帳の位置へ自動で入るため、残る作業は確認と手直しだけです。",
      },
      {
        title: "事務所と分担しやすくなります",
        body: "現場蔵クラウドに届いた写真が自動で取り込まれ、事務の担当者が台帳の確認を引き受けられます。",
      },
      {
        title: "書類の作り直しが減ります",
        body: "電子納品のチェックと撮り忘れの表示で、完成検査の直前の作り直しを防ぎます。",
      },
    ],
  },
  conditions: {
    heading: "お見積もりの条件",
    items: [
      `御用達DXの価格は${priceLabel("goyo-dx")}です。複数のライセンスをまとめてご購入の場合はお見積もりで承ります。`,
      "お見積もりは無料です。ご依頼から2営業日以内にお送りします。",
      "IT導入補助金を使った導入のご相談も承ります。",
    ],
  },
  blocks: [
    {
      kind: "prose",
      heading: "上限の中で写真の仕事を回すには",
      paragraphs: [
        "上限規制のもとでは、現場監督が夕方に事務所へ戻ってから写真を並べる時間を、まず減らす必要があります。御用達DXなら並べる作業そのものがなくなり、確認を事務の担当者に任せられるため、監督の時間を現場の仕事に充てられます。",
      ],
    },
  ],
  action: {
    heading: "必要なライセンスの数でお見積もりします",
    body: "現場の数と台帳を作る人数をお知らせいただければ、最適な組み合わせをご提案します。",
    label: "御用達DXの見積もりを依頼する",
    href: "/price/estimate",
  },
  form: { formId: "adlp_products_goyo_dx_01", hidden: { requestType: "お見積もり" } },
  proofProducts: ["goyo-dx", "goyo"],
};
