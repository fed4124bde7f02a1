import { drawing } from "@genbagura/illustrations";
import type { CloudProductContent } from "../pageData";
import {
  cloudCallToAction,
  cloudCases,
  cloudFaq,
  cloudPageLinks,
  relatedCloudPages,
  trialAction,
} from "../shared";

export const zumenCaptureContent: CloudProductContent = {
  hero: {
    eyebrow: "PC用ソフトウェア",
    title: "現場蔵 図面キャプチャー",
    lead: "現場蔵 図面キャプチャーは、CADから書き出した図面のPDFから必要な部分を切り出し、電子小黒板に貼る豆図(略図)を作るPC用ソフトです。切り出した豆図は現場蔵クラウドに保存され、黒板づくりにすぐ使えます。",
    actions: [trialAction],
  },
  showcase: {
    heading: "図面を囲むと豆図になります",
    paragraphs: [
      "図面のPDFを開き、豆図にしたい部分をマウスで四角く囲みます。線の太さや余白を整えて保存すると、黒板に貼れる大きさの画像になります。",
      "保存した豆図は現場蔵クラウドの黒板テンプレートから選べます。Excelから黒板を一括で作るときに、表の列で豆図を指定もできます。",
    ],
    screen: drawing("screenDrawingCapture"),
  },
  features: [
    {
      heading: "図面を描き直さずに済みます",
      paragraphs: [
        "配筋図や断面図を黒板用に描き直す必要はありません。元の図面から切り出すので、寸法や形を間違えることもありません。",
      ],
    },
    {
      heading: "細い線も黒板で読めるように",
      paragraphs: [
        "切り出した部分の線を太くし、背景を透明にして保存できます。緑の黒板に貼っても線がつぶれず、写真の中でも読みやすい豆図になります。",
      ],
    },
    {
      heading: "まとめて切り出せます",
      paragraphs: [
        "同じ位置を複数のページから切り出す機能があります。断面ごとに図面のページが分かれていても、一度の操作で豆図をそろえられます。",
      ],
    },
  ],
  spec: {
    heading: "動作環境",
    caption: "現場蔵 図面キャプチャーの動作環境",
    rows: [
      { label: "対応OS", value: "Windows 11、Windows 10(64ビット版)" },
      { label: "メモリ", value: "8 GB以上を推奨" },
      { label: "対応する図面", value: "PDF(CADから書き出したベクター形式のPDFを推奨)" },
      { label: "保存形式", value: "PNG(背景の透過に対応)" },
      { label: "利用条件", value: "現場蔵クラウドの有料プランのアカウント" },
    ],
  },
  blocks: [relatedCloudPages(["kokuban", "ikkatsukokuban", "zumen", "plan"], "あわせて使う機能")],
  faq: cloudFaq([
    {
      question: "紙の図面をスキャンしたPDFでも使えますか。",
      answer:
        "使えますが、線がにじむことがあります。きれいな豆図を作るには、CADから書き出したPDFをおすすめします。",
    },
    {
      question: "Macで使えますか。",
      answer:
        "現場蔵 図面キャプチャーはWindows用です。Macをお使いの場合は、画像の豆図を現場蔵クラウドに直接アップロードしてください。",
    },
    {
      question: "作った豆図をほかの社員と共有できますか。",
      answer: "豆図は現場蔵クラウドに保存されるため、同じ会社の方なら誰でも黒板に使えます。",
      links: [cloudPageLinks.kokuban],
    },
  ]),
  relatedCase: cloudCases.division,
  callToAction: cloudCallToAction("豆図づくりの手間を減らしませんか"),
};
