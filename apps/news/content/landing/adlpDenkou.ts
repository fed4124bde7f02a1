import { drawing } from "@genbagura/illustrations";
import type { LandingPageSource } from "@genbagura/ui";
import type { ThanksRouteData } from "../pageData";

const guideTitle = "電気工事の工事写真 撮影チェックリスト";

/** `/adlp/denkou20220215`: the checklist, shown on its thanks page once the short form is sent. */
export const adlpDenkouContent: LandingPageSource = {
  hero: {
    eyebrow: "電気工事業の方へ",
    title: "天井を閉じる前の一枚を、撮り漏らさない",
    lead: "配線や配管は、天井や壁を閉じると二度と撮れません。電気工事の写真で撮り漏れやすい場面と、その防ぎ方をまとめたチェックリストを無料でお届けします。現場蔵を使った電気工事会社の事例も収録しています。",
    illustration: drawing("sceneDenki"),
  },
  benefits: {
    heading: "チェックリストでわかること",
    items: [
      {
        title: "撮り漏れやすい隠蔽部",
        body: "天井裏の配線、壁の中の配管、床下の接地など、完成後は見えなくなる部分を、工程の順に一覧でまとめました。",
      },
      {
        title: "撮る順番と黒板の書き方",
        body: "部屋番号と系統ごとに黒板を用意し、内装工事の前に撮り終えるための段取りを紹介します。",
      },
      {
        title: "電子小黒板での効率化",
        body: "撮影予定の一覧で撮り漏れを確かめる方法と、台帳づくりを自動にした電気工事会社の事例を紹介します。",
      },
    ],
  },
  conditions: {
    heading: "お届けの条件",
    items: [
      "電気工事業を営む法人・個人事業主の方が対象です。",
      "フォームの送信後、すぐにチェックリストをご覧いただけます。印刷やPDFでの保存もできます。",
    ],
  },
  blocks: [
    {
      kind: "relatedLinks",
      heading: "電気工事会社の導入事例",
      links: [
        { label: "隠蔽部の撮り直しをなくした株式会社ひかり電設様の事例を読む", href: "/case/015" },
        { label: "巡回撮影を短くした株式会社浪速シグナル工業様の事例を読む", href: "/case/001" },
      ],
    },
  ],
  action: {
    heading: "チェックリストのお申し込み",
    body: "入力して送信すると、すぐにチェックリストをご覧いただけます。",
    label: "チェックリストを無料で受け取る",
    href: "/adlp/denkou20220215",
  },
  form: { formId: "adlp_denkou", submitLabel: "チェックリストを表示する" },
  proofProducts: ["pad", "cloud", "goyo-dx"],
};

export const adlpDenkouThanks: ThanksRouteData = {
  thanks: {
    title: `「${guideTitle}」のお申し込みを受け付けました`,
    message: [
      "お申し込みいただき、ありがとうございます。チェックリストはこのページの下に掲載しています。印刷して現場でお使いください。",
    ],
    nextSteps: {
      heading: "このあとの流れ",
      steps: [
        { title: "チェックリストを使う", body: "次の現場の着工前に、撮影予定の一覧づくりにお使いください。" },
        {
          title: "担当者からのご案内",
          body: "ご希望の方には、電子小黒板の無料トライアルや導入事例をご案内します。",
        },
      ],
    },
    links: {
      heading: "あわせてご覧ください",
      links: [
        { label: "電気工事会社の導入事例を見る", href: "/case/industry/denki" },
        { label: "用語「隠蔽部」の解説を読む", href: "/special/dictionary/inpeibu" },
        { label: "無料トライアルを申し込む", href: "/request" },
      ],
    },
  },
  document: {
    title: guideTitle,
    blocks: [
      {
        kind: "prose",
        heading: "着工前に準備すること",
        paragraphs: [
          "写真の撮り漏れの多くは、撮影の計画のないまま工程が進むことから起きます。着工前に次の準備をしておきましょう。",
        ],
        bullets: [
          "特記仕様書と写真管理基準で、撮影が必要な工種と頻度を確かめる",
          "部屋番号と配線・配管の系統ごとに、撮影予定の一覧を作る",
          "内装工事の工程表を入手し、天井や壁を閉じる日を書き込む",
        ],
      },
      {
        kind: "table",
        heading: "撮り漏れやすい隠蔽部",
        caption: "電気工事で撮り漏れやすい隠蔽部と撮影のタイミング",
        head: ["部位", "撮る内容", "撮るタイミング"],
        rows: [
          ["天井裏の配線", "ケーブルの経路、支持の間隔、ボックスの位置", "天井ボードを張る前"],
          ["壁の中の配管", "配管の経路、スイッチ・コンセントのボックス", "壁のボードを張る前"],
          ["床下・スラブ内の配管", "配管の経路と埋設の深さ", "コンクリートを打つ前"],
          ["接地工事", "接地極の埋設の状態と接地抵抗の測定", "埋め戻しの前"],
          ["防火区画の貫通部", "貫通部の処理の材料と施工の状態", "仕上げで隠れる前"],
        ],
      },
      {
        kind: "steps",
        heading: "撮り漏れを防ぐ段取り",
        steps: [
          {
            title: "黒板を一覧で作る",
            body: "撮影予定の一覧をそのまま電子小黒板のひな形にし、部屋と系統ごとに黒板を用意します。",
          },
          {
            title: "閉じる前日に確認",
            body: "天井や壁を閉じる前日に、黒板の一覧で未撮影の項目がないか確かめます。",
          },
          {
            title: "その日のうちに取り込む",
            body: "撮った写真はその日のうちに取り込み、部屋と系統ごとにそろっているか確かめます。",
          },
        ],
      },
    ],
  },
};
