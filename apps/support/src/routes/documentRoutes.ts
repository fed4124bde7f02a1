import type { RouteRegistration } from "@genbagura/routing";
import { entryByPath } from "@genbagura/routing/routeKit";
import { thanksRoute } from "@genbagura/ui/routeKinds";
import { embeddedFormRoute, formRoute } from "./routeKinds";

const forms = () => import("../../content/documents").then((module) => module.documentFormPages);
const thanks = () => import("../../content/documents").then((module) => module.documentThanksPages);

const documentCrumb = { label: "資料請求", href: "/document" };

interface DocumentRequestPage {
  path: string;
  /** What is requested, e.g. 現場蔵Pad Miniの資料 */
  subject: string;
  /** One sentence on what the documents cover. */
  covers: string;
}

const productPages: readonly DocumentRequestPage[] = [
  {
    path: "/document/pad",
    subject: "現場蔵Padシリーズの資料",
    covers: "標準モデルからタフモデル、ポケットサイズまでの違いを比べられます",
  },
  {
    path: "/document/product_cam",
    subject: "現場蔵カメラの資料",
    covers: "スマートフォンで電子小黒板を始める方法と連携のしかたが分かります",
  },
  {
    path: "/document/product_pad_mini",
    subject: "現場蔵Pad Miniの資料",
    covers: "片手で持てる8 インチの専用タブレットの仕様と使い方が分かります",
  },
  {
    path: "/document/product_pad_tough_10",
    subject: "現場蔵Pad Tough 10の資料",
    covers: "10.1 インチの画面で図面を確かめながら撮れる機種の仕様が分かります",
  },
  {
    path: "/document/product_pad_tough",
    subject: "現場蔵Pad Toughの資料",
    covers: "IP68の防塵・防水性能と耐衝撃性を備えた機種の仕様が分かります",
  },
  {
    path: "/document/product_pad",
    subject: "現場蔵Padの製品資料",
    covers: "黒板の作成から撮影、台帳への取り込みまでの流れが分かります",
  },
  {
    path: "/document/product_pocket_tough",
    subject: "現場蔵Pocket Toughの資料",
    covers: "狭い場所や暗い場所で扱いやすい頑丈な端末の仕様が分かります",
  },
  {
    path: "/document/product_pocket",
    subject: "現場蔵Pocketの資料",
    covers: "作業着のポケットに入る専用端末の使い方と仕様が分かります",
  },
  {
    path: "/document/tough_tablet",
    subject: "タフネスタブレットの資料",
    covers: "タフモデル4機種の画面、重さ、防塵・防水の性能を比べられます",
  },
];

function productRoutes({ path, subject, covers }: DocumentRequestPage): RouteRegistration[] {
  const label = subject.replace(/の(製品)?資料$/u, "");
  return [
    formRoute({
      path,
      title: `${subject}請求`,
      description: `${subject}を請求できるフォームです。${covers}。PDF版は1営業日以内にメールで、印刷した資料は3営業日以内に郵送でお届けします。`,
      breadcrumbs: [documentCrumb, { label }],
      content: entryByPath(forms),
    }),
    thanksRoute({
      path: `${path}/thanks`,
      title: `${subject}請求の受付完了`,
      description: `${subject}のご請求を受け付けたことをお知らせするページです。PDF版の資料のお届けと印刷した資料の郵送、ご質問の窓口まで、このあとの流れをご案内します。`,
      breadcrumbs: [documentCrumb, { label, href: path }, { label: "受付完了" }],
      content: entryByPath(thanks),
    }),
  ];
}

export const documentRoutes: RouteRegistration[] = [
  formRoute({
    path: "/document",
    title: "資料請求",
    description:
      "現場蔵の製品総合資料を請求できるフォームです。クラウド、工事黒板アプリ、御用達、Padシリーズの役割と料金表、導入までの流れ、導入事例集を、PDFと印刷した冊子の両方でお届けします。",
    breadcrumbs: [{ label: "資料請求" }],
    content: entryByPath(forms),
  }),
  thanksRoute({
    path: "/document/thanks",
    title: "資料請求の受付完了",
    description:
      "製品総合資料のご請求を受け付けたことをお知らせするページです。1営業日以内のPDF版の資料のお届け、印刷した冊子の郵送、資料についてのご質問の窓口までの流れをご案内します。",
    breadcrumbs: [documentCrumb, { label: "受付完了" }],
    content: entryByPath(thanks),
  }),
  ...productPages.flatMap(productRoutes),
  embeddedFormRoute({
    path: "/document/product_pocket/index_hubspot",
    title: "現場蔵Pocketの資料請求フォーム(埋め込み用)",
    description:
      "他のページに埋め込んで使う、現場蔵Pocketの資料請求フォームです。送信後は現場蔵Pocketの資料請求の受付完了ページへ進み、PDF版と印刷した資料をお届けします。",
    breadcrumbs: [
      documentCrumb,
      { label: "現場蔵Pocket", href: "/document/product_pocket" },
      { label: "埋め込み用フォーム" },
    ],
    content: entryByPath(forms),
  }),
];
