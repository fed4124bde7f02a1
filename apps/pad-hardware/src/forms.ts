import { defineForms } from "@genbagura/forms/defineForm";

/** The hardware family's forms: the estimate of the recommended products and the order-made board services. */
export const forms = defineForms({
  products_pickup: { kind: "request", label: "おすすめ製品のお見積もり依頼", pagePath: "/products/pickup" },
  ordermade_kokuban: {
    kind: "order",
    label: "黒板様式のオーダーメイド依頼",
    pagePath: "/pad/kokuban/ordermade",
  },
  ordermade_mamezu: { kind: "order", label: "豆図の作成依頼", pagePath: "/pad/kokuban/ordermade/mamezu" },
});

export type PadHardwareFormId = keyof typeof forms;
