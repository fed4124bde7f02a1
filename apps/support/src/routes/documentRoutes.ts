import type { Breadcrumb, RouteRegistration } from "@genbagura/routing";
import { thanksPage } from "@genbagura/ui/pageKinds";
import * as server from "./documentRoutes.server";
import { embeddedFormPage, formPage } from "./kinds";

const documentCrumb: Breadcrumb = { label: "資料請求", href: "/document" };

/** A product's document request: its form page, then its thanks page. */
function productRequest(
  path: string,
  /** The product, as its breadcrumb names it. */
  label: string,
  form: typeof server.documentPad,
  thanks: typeof server.documentPadThanks,
): RouteRegistration[] {
  return [
    formPage({ path, breadcrumbs: [documentCrumb, { label }], server: form }),
    thanksPage({
      path: `${path}/thanks`,
      breadcrumbs: [documentCrumb, { label, href: path }, { label: "受付完了" }],
      server: thanks,
    }),
  ];
}

export const documentRoutes: RouteRegistration[] = [
  formPage({
    path: "/document",
    breadcrumbs: [{ label: "資料請求" }],
    server: server.document,
  }),
  thanksPage({
    path: "/document/thanks",
    breadcrumbs: [documentCrumb, { label: "受付完了" }],
    server: server.documentThanks,
  }),
  ...productRequest("/document/pad", "現場蔵Padシリーズ", server.documentPad, server.documentPadThanks),
  ...productRequest("/document/product_cam", "現場蔵カメラ", server.productCam, server.productCamThanks),
  ...productRequest(
    "/document/product_pad_mini",
    "現場蔵Pad Mini",
    server.productPadMini,
    server.productPadMiniThanks,
  ),
  ...productRequest(
    "/document/product_pad_tough_10",
    "現場蔵Pad Tough 10",
    server.productPadTough10,
    server.productPadTough10Thanks,
  ),
  ...productRequest(
    "/document/product_pad_tough",
    "現場蔵Pad Tough",
    server.productPadTough,
    server.productPadToughThanks,
  ),
  ...productRequest("/document/product_pad", "現場蔵Pad", server.productPad, server.productPadThanks),
  ...productRequest(
    "/document/product_pocket_tough",
    "現場蔵Pocket Tough",
    server.productPocketTough,
    server.productPocketToughThanks,
  ),
  ...productRequest(
    "/document/product_pocket",
    "現場蔵Pocket",
    server.productPocket,
    server.productPocketThanks,
  ),
  ...productRequest(
    "/document/tough_tablet",
    "タフネスタブレット",
    server.toughTablet,
    server.toughTabletThanks,
  ),
  embeddedFormPage({
    path: "/document/product_pocket/index_hubspot",
    breadcrumbs: [
      documentCrumb,
      { label: "現場蔵Pocket", href: "/document/product_pocket" },
      { label: "埋め込み用フォーム" },
    ],
    server: server.productPocketEmbedded,
  }),
];
