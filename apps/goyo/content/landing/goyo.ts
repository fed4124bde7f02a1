import { drawing } from "@genbagura/illustrations";
import type { LandingPageSource } from "@genbagura/ui";
import { currentLedgerEdition, endOfLifeSentence, ledgerEditions } from "../lifecycle";
import { priceLabel } from "../prices";

const goyo2021 = ledgerEditions.goyo2021;
const dx = currentLedgerEdition;

/** `/adlp/products/goyo`: the old advertisement of the one-off licence, now pointing buyers to its successor. */
export const adlpGoyoContent: LandingPageSource = {
  hero: {
    eyebrow: "現場蔵 御用達",
    title: "御用達の台帳づくりは、御用達DXに引き継いでいます",
    lead: `買い切りの工事写真台帳ソフトとしてご案内してきた${endOfLifeSentence(goyo2021)}写真管理基準に沿った分類、様式を選んで印刷できる台帳、電子納品のデータ作成は、後継の${dx.shortName}でお使いいただけます。`,
    illustration: drawing("goyo"),
  },
  benefits: {
    heading: `${dx.shortName}で続けられること`,
    items: [
      {
        title: "写真管理基準に沿った分類",
        body: "工種・種別・細別の分類は御用達と同じです。電子小黒板で撮った写真は、黒板の情報で台帳の位置まで自動で並びます。",
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
      `${dx.shortName}は${priceLabel("goyo-dx")}です。1ライセンスで3台のパソコンまでお使いいただけます。`,
      `${goyo2021.shortName}の台帳のデータは、追加の費用なしで${dx.shortName}に読み込めます。`,
      "無料体験の期間が終わっても自動で料金がかかることはありません。",
    ],
  },
  action: {
    heading: "まずは2か月、無料でお試しください",
    body: "お手元の工事写真や御用達の台帳で、台帳ができるまでを確かめていただけます。",
    label: `${dx.shortName}の無料体験を申し込む`,
    href: "/goyo/trial",
  },
  form: { formId: "adlp_products_goyo", hidden: { requestType: "無料トライアル" } },
  proofProducts: ["goyo-dx", "goyo"],
};
