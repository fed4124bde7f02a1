import { adForm, defineForms, form } from "@genbagura/forms/defineForm";

/**
 * 御用達's forms: the trial, the order-made ledgers and covers, the 工事黒板 advertising page's request, and
 * the short forms of the advertising pages (one per page, so a lead names its ad; each lands on the thanks
 * page of the form the page used to link to).
 */
export const forms = defineForms({
  goyo_trial: form("request", "御用達 無料体験版のお申し込み", "/goyo/trial"),
  ordermade_dxdaicho: form("order", "御用達DX 台帳オーダーメイドのご依頼", "/ordermade/dxdaicho"),
  ordermade_hyoushi: form("order", "表紙オーダーメイドのご依頼", "/ordermade/hyoushi"),
  adlp_kokuban_request: form("document", "現場蔵 工事黒板の資料請求", "/adlp/kokuban/request", {
    thanksPath: "/adlp/kokuban/thanks",
  }),
  adlp_goyodx: form("request", "御用達DX 無料体験のお申し込み(広告ページ)", "/adlp/goyodx", {
    schema: "softwareTrial",
    thanksPath: "/goyo/trial/thanks",
  }),
  adlp_products_goyo: form(
    "request",
    "御用達DX 無料体験のお申し込み(御用達からの移行の広告ページ)",
    "/adlp/products/goyo",
    {
      schema: "softwareTrial",
      thanksPath: "/goyo/trial/thanks",
    },
  ),
  adlp_products_goyo_dx_01: adForm(
    "request",
    "御用達DX お見積もりのご依頼(広告ページ)",
    "/adlp/products/goyo_dx/01",
    "softwareTrial",
  ),
  adlp_kokuban: form("document", "現場蔵 工事黒板の資料請求(広告ページ)", "/adlp/kokuban", {
    thanksPath: "/adlp/kokuban/thanks",
  }),
  adlp_sho_kokuban: adForm("document", "電子小黒板の資料請求(広告ページ)", "/adlp/sho_kokuban"),
});

export type GoyoFormId = keyof typeof forms;
