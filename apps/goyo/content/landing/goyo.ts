import type { LandingPageContent } from "@genbagura/ui";
import { priceLabel } from "../prices";

export const adlpGoyoContent: LandingPageContent = {
  hero: {
    eyebrow: "現場蔵 御用達",
    title: "買い切りで使える工事写真台帳ソフト",
    lead: "現場蔵 御用達は、工事写真をパソコンに取り込んで、工種ごとに整理し、提出できる工事写真台帳を作るソフトです。一度購入すれば毎年の費用はかからず、基準の改定に合わせた修正プログラムも無償で届きます。",
    illustration: { name: "photoLedger", alt: "パソコンで作った工事写真台帳" },
  },
  benefits: {
    heading: "御用達が選ばれている理由",
    items: [
      {
        title: "写真管理基準に沿った分類",
        body: "工種・種別・細別の分類が工事の種類ごとに用意され、写真を選んで並べるだけで台帳の順序が決まります。",
      },
      {
        title: "様式を選んでそのまま印刷",
        body: "1ページ2枚・3枚・6枚の様式や営繕工事の様式から選べ、表紙と目次も自動でできます。",
      },
      {
        title: "電子納品のデータも作成",
        body: "要領・基準に沿ったフォルダとファイル名で出力し、納品前のチェックも行えます。",
      },
    ],
  },
  conditions: {
    heading: "価格と無料体験",
    period: "無料体験はお申し込みから2か月間",
    items: [
      `新規購入は${priceLabel("goyo")}、旧版をお持ちの方の乗り換え版は${priceLabel("goyo-upgrade")}です。`,
      "1ライセンスで2台のパソコンまでお使いいただけます。",
      "無料体験の期間が終わっても自動で料金がかかることはありません。",
    ],
  },
  action: {
    heading: "まずは2か月、無料でお試しください",
    body: "お手元の工事写真で、台帳ができるまでを確かめていただけます。",
    label: "御用達の無料体験を申し込む",
    href: "/goyo/trial",
  },
};
