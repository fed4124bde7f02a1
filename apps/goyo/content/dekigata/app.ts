import { drawing } from "@genbagura/illustrations";
import type { ProductPageContent } from "@genbagura/ui";
import { faqExcerpt, faqPages, goyoActions, goyoCallToAction, goyoCases, goyoPages } from "../shared";

export const dekigataAppContent: ProductPageContent = {
  hero: {
    eyebrow: "現場蔵 出来形",
    title: "現場蔵 出来形アプリの入手と動作環境",
    lead: "現場蔵 出来形はApp Storeから入手できるiPad用のアプリです。入手してから30日間はすべての機能を無料で試せます。使い始めるまでの手順と、必要な機種や通信の条件をご案内します。",
    illustration: drawing("dekigata"),
    actions: [goyoActions.document, goyoActions.estimate],
  },
  features: [
    {
      heading: "通信のない現場でも記録できます",
      paragraphs: [
        "測定値の入力と写真の撮影は、通信がない場所でも行えます。記録はiPadに保存されます。Wi-Fiやモバイル通信につながると、現場蔵クラウドへ送られます。",
      ],
    },
    {
      heading: "雨や手袋でも入力しやすい画面",
      paragraphs: [
        "数字を入れるボタンを大きくし、手袋をしたままでも押し間違えにくくしました。防水のケースに入れたiPadでも操作できます。",
      ],
    },
    {
      heading: "工事の設定は事務所で用意",
      paragraphs: [
        "工種・測点・設計値の設定は、事務所のパソコンでExcelに入力して取り込めます。現場の担当者は、用意された測点を選んで測った値を入れるだけです。",
      ],
    },
  ],
  spec: {
    heading: "動作環境",
    caption: "現場蔵 出来形アプリの動作環境",
    rows: [
      { label: "対応OS", value: "iPadOS 16以降" },
      { label: "推奨する機種", value: "2020年以降に発売されたiPad(Apple Pencil対応機種を推奨)" },
      { label: "ストレージの空き", value: "アプリに300 MB、写真の保存に2 GB以上" },
      { label: "通信", value: "記録は通信なしで可能。送信とライセンスの確認に通信を使用" },
      { label: "出力", value: "出来形管理図表(PDF)、測定値の一覧(Excel)" },
    ],
    notes: ["※仕様は改良のため予告なく変更することがあります。"],
  },
  blocks: [
    {
      kind: "steps",
      heading: "使い始めるまでの手順",
      steps: [
        { title: "App Storeから入手", body: "iPadのApp Storeで「現場蔵 出来形」を検索して入手します。" },
        {
          title: "工事を作る",
          body: "工事名と工種を選び、設計値と規格値を入力するか、Excelの表を取り込みます。",
        },
        { title: "現場で測定値を入れる", body: "測点を選んで測った値を入れ、測定の様子を撮影します。" },
        {
          title: "ライセンスを入力",
          body: "ご購入後にメールで届くライセンスキーを「設定」から入力すると、製品版に切り替わります。",
        },
      ],
    },
    {
      kind: "relatedLinks",
      heading: "関連するページ",
      links: [goyoPages.dekigata, goyoPages.goyoDx],
    },
  ],
  faq: faqExcerpt(
    [
      {
        question: "体験中に記録した値は製品版でも使えますか。",
        answer: "使えます。ライセンスキーを入力しても、工事と測定値、写真はそのまま残ります。",
      },
      {
        question: "1つのライセンスを何台のiPadで使えますか。",
        answer:
          "1ライセンスで1台のiPadにお使いいただけます。複数人で記録する場合は、人数分のライセンスをご用意ください。",
      },
      {
        question: "iPadOSを更新しても大丈夫ですか。",
        answer:
          "新しいiPadOSが公開されたときは、動作確認の結果をニュースでお知らせします。確認が済むまで更新をお待ちください。",
      },
    ],
    faqPages.dekigata,
  ),
  relatedCase: goyoCases.maruoka,
  callToAction: goyoCallToAction(
    "複数台の導入はお見積もりを承ります",
    "工事の数や記録する人数に合わせて、ライセンスの数と御用達DXとの組み合わせをご提案します。",
  ),
};
