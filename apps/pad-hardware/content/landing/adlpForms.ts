import { type FormDeclaration, form } from "@genbagura/forms/defineForm";
import { deviceById } from "../catalogue";
import { adlpFormId, adlpProducts } from "./adlpProducts";
import { adlpPadContent, adlpToughTabletContent } from "./adlpSeries";

/**
 * The advertising pages' short forms, one per page so marketing sees which ad brought a lead (its label
 * says 広告ページ). Each lands on the thanks page of the full form its page used to send visitors to.
 */
export const adlpForms: Readonly<Record<string, FormDeclaration>> = Object.fromEntries([
  [
    "adlp_pad",
    form("document", "現場蔵Padシリーズの資料請求(広告ページ)", "/adlp/pad", {
      thanksPath: `${adlpPadContent.action.href}/thanks`,
    }),
  ],
  [
    "adlp_tough_tablet",
    form("document", "タフネスタブレットの資料請求(広告ページ)", "/adlp/tough_tablet", {
      thanksPath: `${adlpToughTabletContent.action.href}/thanks`,
    }),
  ],
  ...adlpProducts.flatMap((entry) => {
    const device = deviceById(entry.productId);
    const path = `/adlp/products/${entry.slug}`;
    const documents = [
      adlpFormId(entry.slug, "01"),
      form("document", `${device.name}の資料請求(広告ページ)`, `${path}/01`, {
        thanksPath: `${device.documentPath}/thanks`,
      }),
    ] as const;
    const loan = [
      adlpFormId(entry.slug, "02"),
      form("request", `${device.name}の無料貸し出し(広告ページ)`, `${path}/02`, {
        thanksPath: "/request/thanks",
      }),
    ] as const;
    return entry.variants["02"] ? [documents, loan] : [documents];
  }),
]);
