import { entryByPath } from "@genbagura/routing/routeKit";
import { thanksPage } from "@genbagura/ui/pageKinds";
import { embeddedFormPage, formPage } from "./kinds";

// The server halves of the pages of ./documentRoutes.ts: never in a browser build.

const forms = () => import("../../content/documents").then((module) => module.documentFormPages);
const thanks = () => import("../../content/documents").then((module) => module.documentThanksPages);

/** A product's document request as its form and thanks pages describe it. */
interface DocumentRequest {
  /** What is requested, e.g. 現場蔵Pad Miniの資料 */
  subject: string;
  /** One sentence on what the documents cover. */
  covers: string;
}

function requestForm({ subject, covers }: DocumentRequest) {
  return formPage.server({
    title: `${subject}請求`,
    description: `${subject}を請求できるフォームです。${covers}。PDF版は1営業日以内にメールで、印刷した資料は3営業日以内に郵送でお届けします。`,
    content: entryByPath(forms),
  });
}

function requestThanks({ subject }: DocumentRequest) {
  return thanksPage.server({
    title: `${subject}請求の受付完了`,
    description: `${subject}のご請求を受け付けたことをお知らせするページです。PDF版の資料のお届けと印刷した資料の郵送、ご質問の窓口まで、このあとの流れをご案内します。`,
    content: entryByPath(thanks),
  });
}

export const document = formPage.server({
  title: "資料請求",
  description:
    "現場蔵の製品総合資料を請求できるフォームです。クラウド、工事黒板アプリ、御用達、Padシリーズの役割と料金表、導入までの流れ、導入事例集を、PDFと印刷した冊子の両方でお届けします。",
  content: entryByPath(forms),
});

export const documentThanks = thanksPage.server({
  title: "資料請求の受付完了",
  description:
    "製品総合資料のご請求を受け付けたことをお知らせするページです。1営業日以内のPDF版の資料のお届け、印刷した冊子の郵送、資料についてのご質問の窓口までの流れをご案内します。",
  content: entryByPath(thanks),
});

const pad: DocumentRequest = {
  subject: "現場蔵Padシリーズの資料",
  covers: "標準モデルからタフモデル、ポケットサイズまでの違いを比べられます",
};
export const documentPad = requestForm(pad);
export const documentPadThanks = requestThanks(pad);

const cam: DocumentRequest = {
  subject: "現場蔵カメラの資料",
  covers: "スマートフォンで電子小黒板を始める方法と連携のしかたが分かります",
};
export const productCam = requestForm(cam);
export const productCamThanks = requestThanks(cam);

const padMini: DocumentRequest = {
  subject: "現場蔵Pad Miniの資料",
  covers: "片手で持てる8 インチの専用タブレットの仕様と使い方が分かります",
};
export const productPadMini = requestForm(padMini);
export const productPadMiniThanks = requestThanks(padMini);

const padTough10: DocumentRequest = {
  subject: "現場蔵Pad Tough 10の資料",
  covers: "10.1 インチの画面で図面を確かめながら撮れる機種の仕様が分かります",
};
export const productPadTough10 = requestForm(padTough10);
export const productPadTough10Thanks = requestThanks(padTough10);

const padTough: DocumentRequest = {
  subject: "現場蔵Pad Toughの資料",
  covers: "IP68の防塵・防水性能と耐衝撃性を備えた機種の仕様が分かります",
};
export const productPadTough = requestForm(padTough);
export const productPadToughThanks = requestThanks(padTough);

const padProduct: DocumentRequest = {
  subject: "現場蔵Padの製品資料",
  covers: "黒板の作成から撮影、台帳への取り込みまでの流れが分かります",
};
export const productPad = requestForm(padProduct);
export const productPadThanks = requestThanks(padProduct);

const pocketTough: DocumentRequest = {
  subject: "現場蔵Pocket Toughの資料",
  covers: "狭い場所や暗い場所で扱いやすい頑丈な端末の仕様が分かります",
};
export const productPocketTough = requestForm(pocketTough);
export const productPocketToughThanks = requestThanks(pocketTough);

const pocket: DocumentRequest = {
  subject: "現場蔵Pocketの資料",
  covers: "作業着のポケットに入る専用端末の使い方と仕様が分かります",
};
export const productPocket = requestForm(pocket);
export const productPocketThanks = requestThanks(pocket);

const toughTablets: DocumentRequest = {
  subject: "タフネスタブレットの資料",
  covers: "タフモデル4機種の画面、重さ、防塵・防水の性能を比べられます",
};
export const toughTablet = requestForm(toughTablets);
export const toughTabletThanks = requestThanks(toughTablets);

export const productPocketEmbedded = embeddedFormPage.server({
  title: "現場蔵Pocketの資料請求フォーム(埋め込み用)",
  description:
    "他のページに埋め込んで使う、現場蔵Pocketの資料請求フォームです。送信後は現場蔵Pocketの資料請求の受付完了ページへ進み、PDF版と印刷した資料をお届けします。",
  content: entryByPath(forms),
});
