import { defineForms, form } from "@genbagura/forms/defineForm";

/** The hardware family's forms: the estimate of the recommended products and the order-made board services. */
export const forms = defineForms({
  products_pickup: form("request", "おすすめ製品のお見積もり依頼", "/products/pickup"),
  ordermade_kokuban: form("order", "黒板様式のオーダーメイド依頼", "/pad/kokuban/ordermade"),
  ordermade_mamezu: form("order", "豆図の作成依頼", "/pad/kokuban/ordermade/mamezu"),
});

export type PadHardwareFormId = keyof typeof forms;
