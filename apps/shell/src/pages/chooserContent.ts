import type { ActionLink, ProductId } from "@genbagura/ui";

/**
 * A product on the chooser: who it suits, in one line, and where to start. A product with a trial or a
 * start guide names it; the others ask for the brochure (`brochureRequest`).
 */
export interface ChooserEntry {
  product: ProductId;
  forWhom: string;
  action?: ActionLink;
}

export interface ChooserSection {
  heading: string;
  lead: string;
  entries: readonly ChooserEntry[];
}

export const brochureRequest: ActionLink = { label: "資料を請求する", href: "/document" };

/** The chooser page's copy: the shell's own words on who each product suits (names and prices are read). */
export const chooserContent = {
  title: "どれを選べばいい？",
  lead: "現場蔵には、スマートフォンやタブレットで撮るアプリ、工事写真専用のタブレット、事務所で台帳を作るパソコン用ソフトがあります。撮る人、撮る場所、写真を仕上げる場所に合わせてお選びください。迷ったときは、資料請求やお問い合わせでご相談いただけます。",
  sections: [
    {
      heading: "アプリとクラウド",
      lead: "お手持ちのスマートフォンやiPadで、今日から電子小黒板を使いはじめられます。",
      entries: [
        {
          product: "cloud",
          forWhom: "現場と事務所で写真や台帳をすぐに共有したい会社に",
          action: { label: "はじめかたを見る", href: "/cloud/start" },
        },
        {
          product: "kokuban",
          forWhom: "iPhone・iPadで黒板入りの写真を撮りたい方に",
        },
        {
          product: "cam",
          forWhom: "お手持ちのスマートフォンで、手軽に撮りはじめたい方へ",
        },
        {
          product: "dekigata",
          forWhom: "出来形の測定から帳票づくりまで現場で済ませたい方に",
        },
      ],
    },
    {
      heading: "工事写真専用タブレット",
      lead: "黒板アプリとカメラが一体になった端末です。現場の環境と、持ち歩き方で選べます。",
      entries: [
        { product: "pad", forWhom: "はじめて電子小黒板を使う現場に" },
        { product: "pad-dx", forWhom: "図面を見ながら撮影したい現場監督の方に" },
        { product: "pad-mini", forWhom: "片手で撮影を続けたい方に" },
        {
          product: "pad-mini-tough",
          forWhom: "小さな端末を雨や粉じんの中でも使いたい方に",
        },
        { product: "pad-tough", forWhom: "雨・粉じん・落下の多い土木の現場に" },
        {
          product: "pad-tough-10",
          forWhom: "大きな画面で図面を確かめたいタフな現場に",
        },
        { product: "pocket", forWhom: "作業着のポケットに入れて持ち歩きたい方に" },
        {
          product: "pocket-tough",
          forWhom: "天井裏やピットなど、狭く暗い場所で撮ることが多い方に",
        },
      ],
    },
    {
      heading: "パソコンで台帳を作るソフト",
      lead: "撮った写真を事務所のパソコンに取り込み、工事写真台帳と電子納品のデータを作ります。",
      entries: [
        {
          product: "goyo-dx",
          forWhom: "事務所で台帳を仕上げ、電子納品まで行う方に",
          action: { label: "無料体験を申し込む", href: "/goyo/trial" },
        },
      ],
    },
  ],
} as const satisfies { title: string; lead: string; sections: readonly ChooserSection[] };
