import { drawing } from "@genbagura/illustrations";
import { caseLinks } from "../shared/caseLinks";
import { cloudPlanLink } from "../shared/links";
import { productPage } from "../shared/productPage";

export const camContent = productPage({
  productId: "cam",
  eyebrow: "スマートフォンアプリ",
  lead: "現場蔵カメラは、手持ちのiPhoneやAndroidスマートフォンで電子小黒板入りの工事写真を撮影できるカメラアプリです。新しい端末を買わずに、職人一人ひとりが撮影を分担できます。",
  illustration: drawing("cam"),
  features: [
    {
      heading: "いつものスマートフォンが黒板付きカメラに",
      paragraphs: [
        "アプリを入れたスマートフォンで、工種や測点を入れた黒板を写真に合成して撮影できます。黒板の文字は画面の上で合成されるため、雨で読めなくなることがありません。",
        "撮影時に改ざん検知用のハッシュ値(SHA-256)を付けるため、公共工事の写真にも使えます。",
      ],
    },
    {
      heading: "クラウドと使うか、PCに取り込むか",
      paragraphs: [
        "現場蔵クラウドをお使いの場合、現場蔵カメラの利用はクラウドの料金プランに含まれます。撮った写真はその場でクラウドに送られ、事務所で整理できます。",
        "クラウドを使わずに写真を現場蔵 御用達へ直接取り込む場合は、スマートフォン1台ごとの年間ライセンスをお求めください。",
      ],
    },
    {
      heading: "タブレットと同じ黒板で",
      paragraphs: [
        "黒板テンプレートは現場蔵Padシリーズと共通です。監督はタブレット、職長はスマートフォンという分担でも、写真はひとつの台帳にまとまります。",
      ],
    },
  ],
  blocks: [{ kind: "relatedLinks", heading: "クラウドと使う場合の料金", links: [cloudPlanLink] }],
  faq: [
    {
      question: "年間ライセンスと現場蔵クラウドのプラン、どちらが必要ですか。",
      answer:
        "写真を現場蔵クラウドで共有する場合は、クラウドのプランだけで現場蔵カメラを使えます。クラウドを使わずに写真をPCの現場蔵 御用達へ取り込む場合に、年間ライセンスが必要です。",
      links: [{ label: "現場蔵クラウドの料金プランを見る", href: "/cloud/plan" }],
    },
    {
      question: "私物のスマートフォンでも使えますか。",
      answer:
        "使えます。写真はアプリの中に保存され、スマートフォンの写真アプリには混ざりません。退職や異動のときは、管理者がライセンスを別の端末に移せます。",
    },
    {
      question: "どのスマートフォンに対応していますか。",
      answer:
        "iOS 16以降のiPhoneと、Android 11以降のスマートフォンに対応しています。500 MB以上の空き容量が必要です。",
    },
  ],
  relatedCase: caseLinks.cam,
  callToActionBody:
    "現場蔵カメラの資料では、クラウドと使う場合とPCに取り込む場合の運用の違いを図で説明しています。",
});
