import { drawing } from "@genbagura/illustrations";
import { caseLinks } from "../shared/caseLinks";
import { productPage } from "../shared/productPage";

export const powerkitContent = productPage({
  productId: "powerkit",
  eyebrow: "アクセサリー",
  lead: "現場蔵PowerKitは、256 Whのポータブル電源と持ち運び用の収納ケースのセットです。電源のない造成地や山間部の現場でも、タブレットやライトをその場で充電できます。",
  illustration: drawing("powerkit"),
  features: [
    {
      heading: "電源のない現場で充電",
      paragraphs: [
        "現場蔵Pad Toughなら約10回、Pad Tough 10なら約7回満充電できます(自社測定)。発電機を回さずに、数日分の撮影をまかなえます。",
        "USB Type-Cは最大100 Wで、ノートPCの充電にも使えます。",
      ],
    },
    {
      heading: "雨の日も運べる収納ケース",
      paragraphs: [
        "付属の収納ケースに収めた状態でIP54の防塵・防滴性能があります。ケースに入れたまま充電ケーブルをつなげるので、急な雨でも慌てずに済みます。",
      ],
    },
    {
      heading: "長く使える電池",
      paragraphs: [
        "電池には劣化しにくいリン酸鉄リチウムイオン電池を採用しました。保証は2年間で、容量の低下も対象です。",
        "ACアダプターから約2時間で満充電でき、事務所で夜のうちに充電しておけます。",
      ],
    },
  ],
  blocks: [
    {
      kind: "relatedLinks",
      heading: "PowerKitの関連情報",
      links: [
        {
          label: "PowerKit 初代の仕様とサポート",
          href: "/powerkit/old",
          description: "販売を終えた初代の仕様と修理の受付期間です。",
        },
        {
          label: "PowerKitが入ったパーフェクトセット",
          href: "/perfectset",
          description: "タブレット、ライト、現場蔵ケアをまとめたセットです。",
        },
      ],
    },
  ],
  faq: [
    {
      question: "どの端末を充電できますか。",
      answer:
        "現場蔵Pad・Pocketの全機種のほか、USB Type-CやUSB-Aで充電する機器、消費電力300 W以下のAC機器に使えます。",
    },
    {
      question: "飛行機や車で運べますか。",
      answer:
        "256 Whのため、航空機への持ち込みや預け入れはできません。車で運ぶ場合は、収納ケースに入れて直射日光の当たらない場所に置いてください。",
    },
    {
      question: "充電しながら給電できますか。",
      answer: "はい。ACアダプターで充電しながら、タブレットなどへ給電できます。",
    },
  ],
  relatedCase: caseLinks.padToughNight,
  callToActionBody: "PowerKitは単品でも、タブレットと合わせたお見積もりでもご注文いただけます。",
});
