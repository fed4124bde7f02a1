import type { FaqRouteData } from "../pageData";
import { cloudFaq } from "./cloud";
import { cloudLiteFaq } from "./cloudLite";
import { dekigataFaq } from "./dekigata";
import { driveFaq } from "./drive";
import { goyoFaq } from "./goyo";
import { goyodxFaq } from "./goyodx";
import { kokubanFaq } from "./kokuban";
import { padFaq } from "./pad";
import { paddxFaq } from "./paddx";
import { pixFaq } from "./pix";
import { topFaq } from "./top";

export const faqPages: Readonly<Record<string, FaqRouteData>> = {
  "/faq": topFaq,
  "/faq/cloud": cloudFaq,
  "/faq/cloud_lite": cloudLiteFaq,
  "/faq/dekigata": dekigataFaq,
  "/faq/drive": driveFaq,
  "/faq/goyo": goyoFaq,
  "/faq/goyodx": goyodxFaq,
  "/faq/kokuban": kokubanFaq,
  "/faq/pad": padFaq,
  "/faq/paddx": paddxFaq,
  "/faq/pix": pixFaq,
};
