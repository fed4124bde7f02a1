import type { FaqRouteData } from "../pageData";
import { calsGuideSupportFaq } from "./calsGuide";
import { cloudSupportFaq } from "./cloud";
import { cloudLiteSupportFaq } from "./cloudLite";
import { dekigataSupportFaq } from "./dekigata";
import { driveSupportFaq } from "./drive";
import { goyodxSupportFaq } from "./goyodx";
import { kokubanSupportFaq } from "./kokuban";
import { pixSupportFaq } from "./pix";

/** The product Q&A pages; `/faq/support/goyo` is built from goyo's editions (goyo.ts). */
export const supportFaqPages: Readonly<Record<string, FaqRouteData>> = {
  "/faq/support/cals_guide": calsGuideSupportFaq,
  "/faq/support/cloud": cloudSupportFaq,
  "/faq/support/cloud_lite": cloudLiteSupportFaq,
  "/faq/support/dekigata": dekigataSupportFaq,
  "/faq/support/drive": driveSupportFaq,
  "/faq/support/goyodx": goyodxSupportFaq,
  "/faq/support/kokuban": kokubanSupportFaq,
  "/faq/support/pix": pixSupportFaq,
};
