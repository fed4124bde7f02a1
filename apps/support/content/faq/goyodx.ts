import { drawing } from "@genbagura/illustrations";
import type { FaqRouteData } from "../pageData";
import { faqCallToAction } from "./faqShared";

export const goyodxFaq: FaqRouteData = {
  faq: {
    title: "現場蔵 御用達DXのよくあるご質問",
    illustration: drawing("goyoDx"),
    lead: "電子小黒板の情報から写真を自動で仕分け、台帳を自動作成するPC用ソフト「現場蔵 御用達DX」についてのご質問と回答です。",
    categories: [
      {
        id: "difference",
        label: "御用達との違い",
        items: [
          {
            question: "御用達と御用達DXは何が違いますか。",
            answer:
              "御用達DXは、黒板の情報から台帳の説明文や表紙、目次までを自動で作ります。現場蔵クラウドやiPhone・iPadの写真を直接取り込めるのも御用達DXの特長です。",
            links: [{ label: "御用達DXの概要を見る", href: "/goyo/dx" }],
          },
          {
            question: "御用達から御用達DXへ乗り換えると、過去の台帳は使えますか。",
            answer:
              "使えます。御用達で作った台帳を御用達DXで開くと、自動で変換されます。元のファイルは残るため、しばらくは両方を併用できます。",
          },
        ],
      },
      {
        id: "auto",
        label: "自動仕分けと自動作成",
        items: [
          {
            question: "自動で仕分けられなかった写真はどうなりますか。",
            answer:
              "「未分類」にまとまります。写真を選んで工種を指定すると、同じ日に同じ場所で撮った写真もまとめて仕分けられます。",
          },
          {
            question: "台帳の説明文はどこから作られますか。",
            answer:
              "黒板に入力した工種、測点、寸法などから作ります。足りない説明だけを書き足せば台帳が仕上がります。",
          },
          {
            question: "発注者ごとに台帳の様式を変えられますか。",
            answer:
              "様式を工事ごとに選べます。よく使う様式はひな形として保存でき、オーダーメイドで台帳の様式を作るサービスもあります。",
            links: [{ label: "台帳のオーダーメイドを見る", href: "/ordermade/dxdaicho" }],
          },
        ],
      },
      {
        id: "environment",
        label: "動作環境",
        items: [
          {
            question: "どのくらいの性能のパソコンが必要ですか。",
            answer:
              "Windows 11(64ビット版)とメモリ8 GB以上が目安です。写真が1万枚を超える工事では、メモリ16 GB以上をおすすめします。",
          },
          {
            question: "社内の共有フォルダに工事データを置けますか。",
            answer:
              "置けます。複数の人で同じ工事を開く場合は、1人が編集している間は他の人が閲覧のみになるよう自動で切り替わります。",
          },
          {
            question: "インターネットにつながっていないパソコンで使えますか。",
            answer:
              "ライセンスの認証のときだけ接続が必要です。認証後は、クラウドからの取り込みを除いて接続しなくても使えます。",
          },
        ],
      },
    ],
    callToAction: faqCallToAction("現場蔵 御用達DX"),
  },
};
