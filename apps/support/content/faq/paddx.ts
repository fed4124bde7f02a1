import { drawing } from "@genbagura/illustrations";
import type { FaqRouteData } from "../pageData";
import { faqCallToAction } from "./faqShared";

export const paddxFaq: FaqRouteData = {
  faq: {
    title: "現場蔵Pad DXのよくあるご質問",
    illustration: drawing("padDx"),
    lead: "大きな画面で図面を見ながら撮影できる上位モデル「現場蔵Pad DX」についてのご質問と回答です。",
    categories: [
      {
        id: "features",
        label: "Pad DXの特長",
        items: [
          {
            question: "現場蔵Padと現場蔵Pad DXの違いは何ですか。",
            answer:
              "Pad DXは画面が大きく、図面を表示したまま撮影の画面に切り替えられます。撮影した位置を図面上に記録できるため、撮影箇所の説明を台帳に書く手間が減ります。",
            links: [{ label: "現場蔵Pad DXの概要を見る", href: "/pad/dx" }],
          },
          {
            question: "図面はどのように取り込みますか。",
            answer:
              "現場蔵クラウドに図面のPDFを登録すると、Pad DXに自動で届きます。現場では、図面の上で撮影する位置を選んでから撮影します。",
          },
          {
            question: "図面に書き込みはできますか。",
            answer:
              "ペンで書き込み、書き込んだ図面を写真と一緒に保存できます。書き込みは元の図面を変えずに別の層として残ります。",
          },
        ],
      },
      {
        id: "operation",
        label: "操作と連携",
        items: [
          {
            question: "御用達や御用達DXと連携できますか。",
            answer: "できます。Pad DXで撮った写真と撮影位置は、御用達DXに取り込むと台帳に反映されます。",
          },
          {
            question: "複数のPad DXで同じ現場の写真を撮れますか。",
            answer: "撮れます。同じ現場に登録した端末の写真は、クラウドで1つの現場にまとまります。",
          },
          {
            question: "以前の現場蔵Padから黒板のひな形を引き継げますか。",
            answer: "クラウドに保存しているひな形は、Pad DXでサインインするとそのまま使えます。",
          },
        ],
      },
      {
        id: "purchase",
        label: "購入と保守",
        items: [
          {
            question: "Pad DXも現場蔵ケアに加入できますか。",
            answer: "加入できます。購入と同時にお申し込みいただくと、初日から補償の対象になります。",
            links: [{ label: "現場蔵ケアを見る", href: "/care" }],
          },
          {
            question: "IT導入補助金の対象になりますか。",
            answer:
              "年度ごとの公募要領と登録状況によって変わります。最新の状況は補助金のご案内ページでご確認ください。",
            links: [{ label: "IT導入補助金のご案内を見る", href: "/hojokin/it2025" }],
          },
        ],
      },
    ],
    callToAction: faqCallToAction("現場蔵Pad DX"),
  },
};
