import { defineForms, form } from "@genbagura/forms/defineForm";
import { adlpForms } from "../content/landing/adlpForms";

/**
 * The hardware family's forms: the estimate of the recommended products, the order-made board services
 * and the short forms of the advertising pages.
 */
export const forms = defineForms({
  products_pickup: form("request", "おすすめ製品のお見積もり依頼", "/products/pickup"),
  ordermade_kokuban: form("order", "黒板様式のオーダーメイド依頼", "/pad/kokuban/ordermade"),
  ordermade_mamezu: form("order", "豆図の作成依頼", "/pad/kokuban/ordermade/mamezu"),
  ...adlpForms,
});

export type PadHardwareFormId = keyof typeof forms;
