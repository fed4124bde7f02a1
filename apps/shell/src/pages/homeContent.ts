import type { CallToActionData, IllustrationName, LinkItem } from "@genbagura/ui";

/** A card of the home page: a product's card names the product's drawing. */
type HomeCard = Omit<LinkItem, "illustration"> & { illustration?: IllustrationName };

const hero: { illustration: IllustrationName } = { illustration: "sceneDoboku" };

/** The home page's copy, kept as data beside the page. */
export const homeContent = {
  title: "工事写真の撮影から台帳づくりまで、現場の手間をひとつに",
  hero,
  lead: "電子小黒板アプリ、工事写真台帳ソフト、クラウド、工事写真専用タブレットで、撮影・整理・共有・提出の流れをつなぎます。黒板を持たずに撮影し、事務所へ戻る前に写真の整理が終わる現場をつくります。",
  families: [
    {
      label: "現場蔵クラウド",
      href: "/cloud",
      illustration: "cloud",
      description:
        "撮った工事写真と電子小黒板を、現場と事務所で同時に共有します。台帳・図面・報告書もひとつの場所にまとまり、メールでの写真のやり取りがなくなります。",
    },
    {
      label: "工事写真専用タブレット 現場蔵Pad",
      href: "/pad",
      illustration: "pad",
      description:
        "本体に電子小黒板アプリとカメラを一体化。黒板を持たずに、片手で撮影を続けられます。雨や粉じんの多い現場には、防塵・防水のToughシリーズをお選びいただけます。",
    },
    {
      label: "御用達DX・工事黒板",
      href: "/goyo/dx",
      illustration: "goyoDx",
      description:
        "電子小黒板の情報から写真を自動で仕分け、工事写真台帳を作ります。改ざん検知に対応し、公共工事の電子納品にもそのまま使えます。",
    },
    {
      label: "どれを選べばいい？",
      href: "/choose",
      description:
        "アプリ、タブレット、台帳ソフトを並べて、それぞれどんな方に向いているかと料金をまとめました。無料体験や資料請求もここから選べます。",
    },
    {
      label: "サポートとよくあるご質問",
      href: "/faq",
      description:
        "導入前のご相談から日々の操作まで、よくあるご質問、操作ガイド、サポートセンターでお手伝いします。",
    },
    {
      label: "ニュース・セミナー",
      href: "/news",
      description: "製品のアップデート、キャンペーン、オンラインセミナーの予定をお知らせします。",
    },
  ] satisfies HomeCard[] as HomeCard[],
  callToAction: {
    heading: "まずは資料で、現場に合う組み合わせをご確認ください",
    body: "製品資料は無料でお送りします。導入前のご相談や見積もりも承っています。",
    actions: [
      { label: "資料請求フォームへ進む", href: "/document", variant: "primary" },
      { label: "お問い合わせフォームへ進む", href: "/contact", variant: "secondary" },
    ],
  } satisfies CallToActionData,
};
