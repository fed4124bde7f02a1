import { defineForms, form } from "@genbagura/forms/defineForm";

/** 御用達's forms: the trial, the order-made ledgers and covers, and the 工事黒板 advertising page's request. */
export const forms = defineForms({
  goyo_trial: form("request", "御用達 無料体験版のお申し込み", "/goyo/trial"),
  ordermade_dxdaicho: form("order", "御用達DX 台帳オーダーメイドのご依頼", "/ordermade/dxdaicho"),
  ordermade_hyoushi: form("order", "表紙オーダーメイドのご依頼", "/ordermade/hyoushi"),
  adlp_kokuban_request: form("document", "現場蔵 工事黒板の資料請求", "/adlp/kokuban/request", {
    thanksPath: "/adlp/kokuban/thanks",
  }),
});

export type GoyoFormId = keyof typeof forms;
