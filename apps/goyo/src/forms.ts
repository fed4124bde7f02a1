import { defineForms } from "@genbagura/forms/defineForm";

/** 御用達's forms: the trial, the order-made ledgers and covers, and the 工事黒板 advertising page's request. */
export const forms = defineForms({
  goyo_trial: { kind: "request", label: "御用達 無料体験版のお申し込み", pagePath: "/goyo/trial" },
  ordermade_dxdaicho: {
    kind: "order",
    label: "御用達DX 台帳オーダーメイドのご依頼",
    pagePath: "/ordermade/dxdaicho",
  },
  ordermade_hyoushi: { kind: "order", label: "表紙オーダーメイドのご依頼", pagePath: "/ordermade/hyoushi" },
  adlp_kokuban_request: {
    kind: "document",
    label: "現場蔵 工事黒板の資料請求",
    pagePath: "/adlp/kokuban/request",
    thanksPath: "/adlp/kokuban/thanks",
  },
});

export type GoyoFormId = keyof typeof forms;
