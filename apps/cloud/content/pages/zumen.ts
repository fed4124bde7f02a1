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

export const cloudZumenContent: CloudProductContent = {
  hero: {
    eyebrow: "現場蔵クラウドの機能",
    title: "図面の共有",
    lead: "最新の図面を現場蔵クラウドに置けば、現場のiPhone・iPadでいつでも開けます。撮影した写真を図面上の撮影位置に配置できるので、どこで撮った写真かが誰にでもわかります。",
    actions: [trialAction],
  },
  showcase: {
    heading: "図面の上で写真を確かめられます",
    paragraphs: [
      "図面を開くと、写真を撮った位置にピンが表示されます。ピンを押すとその場所の写真が開き、黒板の内容も確認できます。",
      "図面に書き込んだ指示やメモは、同じ現場のメンバー全員に共有されます。紙の図面に赤ペンで書いて写真に撮る、という手間がなくなります。",
    ],
    screen: drawing("screenDrawingViewer"),
  },
  features: [
    {
      heading: "いつも最新の図面を見られます",
      paragraphs: [
        "図面を差し替えると、現場の端末にも新しい版が届きます。古い図面は履歴として残るので、変更前の内容を確かめることもできます。",
      ],
    },
    {
      heading: "大きな図面も軽く開けます",
      paragraphs: [
        "A1やA0の図面のPDFも、拡大・縮小しながらなめらかに表示します。一度開いた図面は端末に保存されるので、電波の届かない場所でも見られます。",
      ],
    },
    {
      heading: "書き込みと写真の配置",
      paragraphs: [
        "有料プランでは、図面に線や文字を書き込んだり、撮影した写真を配置したりできます。是正の指示や施工の記録を、図面とセットで残せます。",
      ],
    },
  ],
  blocks: [relatedCloudPages(["zumencapture", "kokuban", "chats", "shashin", "kanri"])],
  faq: cloudFaq([
    planAvailabilityFaq("drawingNotes", "図面への書き込みと写真の配置"),
    {
      question: "どんな形式の図面を使えますか。",
      answer:
        "PDFの図面に対応しています。CADの図面は、PDFに書き出してからアップロードしてください。1ファイル200 MBまでアップロードできます。",
    },
    {
      question: "協力会社の方にも図面を見せられますか。",
      answer:
        "協力会社の方を現場に招待すると、その現場の図面を見られます。図面ごとに、見られる人を限ることもできます。",
    },
  ]),
  relatedCase: cloudCases.sharing,
  callToAction: cloudCallToAction("図面を現場に持ち歩く手間を減らしませんか"),
};
