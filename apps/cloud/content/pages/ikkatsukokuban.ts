import { drawing } from "@genbagura/illustrations";
import type { CloudProductContent } from "../pageData";
import {
  cloudCallToAction,
  cloudCases,
  cloudFaq,
  planAvailabilityFaq,
  relatedCloudPages,
  trialAction,
} from "../shared";

export const cloudIkkatsuKokubanContent: CloudProductContent = {
  hero: {
    eyebrow: "現場蔵クラウドの機能",
    title: "一括黒板作成",
    lead: "Excel・CSVの表に工種や測点、寸法を並べて読み込むと、1行が1枚の電子小黒板になります。配筋検査のように撮影箇所が多い工事でも、黒板の準備が数分で終わります。",
    actions: [trialAction],
  },
  showcase: {
    heading: "表を読み込むと黒板が並びます",
    paragraphs: [
      "パソコンで現場蔵クラウドを開き、「黒板の一括作成」からExcelまたはCSVのファイルを選びます。表の列と黒板の項目を対応付けると、行の数だけ黒板が作られます。",
      "作った黒板は撮影順に並べ替えて、現場の端末に配ります。現場ではリストの上から順に撮影していくだけです。",
    ],
    screen: drawing("screenBulkBlackboards"),
  },
  features: [
    {
      heading: "設計図書の数値をそのまま使えます",
      paragraphs: [
        "数量表や配筋表の数値をコピーして表に貼り付ければ、黒板に転記する必要はありません。手入力が減るので、寸法の書き間違いも防げます。",
      ],
    },
    {
      heading: "豆図もまとめて貼れます",
      paragraphs: [
        "表の列に画像ファイルの名前を書いておくと、黒板ごとに違う豆図を貼れます。断面ごとに異なる配筋図なども一度に用意できます。",
        "図面のPDFから豆図を切り出すときは、現場蔵 図面キャプチャーが便利です。",
      ],
    },
    {
      heading: "撮り忘れを防ぐリストになります",
      paragraphs: [
        "作った黒板は撮影済みと未撮影に分けて表示されます。現場を離れる前に未撮影の黒板が残っていないかを確かめられるので、撮り直しのために現場へ戻ることがなくなります。",
      ],
    },
  ],
  blocks: [
    {
      kind: "steps",
      heading: "一括作成の手順",
      steps: [
        {
          title: "表を用意する",
          body: "ひな形のExcelファイルをダウンロードし、1行に1枚分の黒板の内容を入力します。",
        },
        { title: "読み込む", body: "「黒板の一括作成」からファイルを選び、列と黒板の項目を対応付けます。" },
        { title: "確かめて配る", body: "できた黒板を一覧で確かめ、撮影する現場の端末に配ります。" },
      ],
    },
    relatedCloudPages(["kokuban", "zumencapture", "shashin", "daichou"]),
  ],
  faq: cloudFaq([
    planAvailabilityFaq("bulkBlackboards", "一括黒板作成"),
    {
      question: "一度に何枚まで作れますか。",
      answer:
        "1つのファイルで2,000行まで読み込めます。それより多い場合は、工種ごとなどにファイルを分けてください。",
    },
    {
      question: "作った後に黒板を直せますか。",
      answer:
        "1枚ずつ直すことも、表を直して読み込み直すこともできます。撮影済みの写真に記録された黒板の内容は変わりません。",
    },
  ]),
  relatedCase: cloudCases.division,
  callToAction: cloudCallToAction("黒板の準備にかかる時間を減らしませんか"),
};
