import { drawing } from "@genbagura/illustrations";
import type { CloudProductContent } from "../pageData";
import {
  cloudCallToAction,
  cloudCases,
  cloudFaq,
  cloudPageLinks,
  documentAction,
  relatedCloudPages,
} from "../shared";

export const pixContent: CloudProductContent = {
  hero: {
    eyebrow: "クラウドカメラ",
    title: "現場蔵Pix",
    illustration: drawing("pix"),
    lead: "現場蔵Pixは、撮影した工事写真をその場で現場蔵クラウドへ送る小型カメラです。スマートフォンを現場に持ち込みにくい方や、撮影だけを手早く済ませたい方でも、電子小黒板入りの写真を事務所と共有できます。",
    actions: [
      { ...documentAction, label: "現場蔵Pixの資料を請求する" },
      { label: "現場蔵Pixについて問い合わせる", href: "/contact", variant: "secondary" },
    ],
  },
  showcase: {
    heading: "シャッターを押せば写真が事務所に届きます",
    paragraphs: [
      "現場蔵Pixには通信機能が入っており、撮影した写真は自動で現場蔵クラウドへ送られます。パソコンへの取り込みやスマートフォンとの接続は要りません。",
      "黒板は背面の画面で選びます。事務所で用意した黒板がPixにも配られるので、現場ではボタンで選んで撮るだけです。",
    ],
    screen: drawing("screenPixCamera"),
  },
  features: [
    {
      heading: "手袋のまま操作できます",
      paragraphs: [
        "シャッターと黒板の選択は、大きな物理ボタンで行います。手袋をはめたままでも、雨で画面が濡れていても操作できます。",
      ],
    },
    {
      heading: "雨や粉じん、落下に強いつくり",
      paragraphs: [
        "IP67(防塵・防水等級)に対応し、雨の中や粉じんの多い現場でも使えます。高さ1.5 mからの落下にも耐えるよう設計しています。",
      ],
    },
    {
      heading: "電池は1日の撮影に十分",
      paragraphs: [
        "1回の充電で約500枚を撮影できます。USB Type-Cで充電でき、車の中やモバイルバッテリーからも充電できます。",
      ],
    },
  ],
  spec: {
    caption: "現場蔵Pixの主な仕様",
    rows: [
      { label: "有効画素数", value: "約1,200万画素" },
      { label: "画面", value: "2.4 インチ 液晶(黒板の選択と撮影した写真の確認に使用)" },
      { label: "通信", value: "LTE(nanoSIM)、Wi-Fi(IEEE 802.11 a/b/g/n/ac)" },
      { label: "防塵・防水", value: "IP67(防塵・防水等級)" },
      { label: "耐衝撃", value: "高さ1.5 mからの落下試験に合格(自社試験)" },
      { label: "撮影可能枚数", value: "約500枚(自社測定)" },
      { label: "充電端子", value: "USB Type-C" },
      { label: "大きさ", value: "幅108 × 高さ64 × 奥行き28 mm" },
      { label: "重さ", value: "約180 g" },
    ],
    notes: [
      "※仕様は改良のため予告なく変更することがあります。",
      "※撮影可能枚数は使い方や気温によって変わります。",
    ],
  },
  blocks: [relatedCloudPages(["shashin", "kokuban", "app", "plan"], "あわせて使う機能")],
  faq: cloudFaq([
    {
      question: "現場蔵クラウドの契約は必要ですか。",
      answer:
        "現場蔵Pixで撮った写真は現場蔵クラウドに保存されるため、現場蔵クラウドのアカウントが必要です。フリープランでもお使いいただけます。",
      links: [cloudPageLinks.plan],
    },
    {
      question: "通信料はかかりますか。",
      answer: "SIMの通信料は別途かかります。Wi-Fiのある事務所や現場事務所では、Wi-Fiで送ることもできます。",
    },
    {
      question: "スマートフォンのアプリとの違いは何ですか。",
      answer:
        "撮影と送信に機能をしぼり、物理ボタンで操作できるようにした点が違います。図面の確認や報告には、スマートフォンのアプリかパソコンをお使いください。",
      links: [cloudPageLinks.app],
    },
  ]),
  relatedCase: cloudCases.pix,
  callToAction: cloudCallToAction("現場蔵Pixと現場蔵クラウドをあわせてご検討ください"),
};
