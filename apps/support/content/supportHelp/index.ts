import type { StandardPageContent } from "@genbagura/ui";
import type { FaqRouteData } from "../pageData";
import { displayStandFaq } from "./displayStandFaq";
import { homepageServiceFaq } from "./homepageServiceFaq";
import { knowledgeBasePage } from "./knowledgeBase";
import { smartBoard2Faq } from "./smartBoard2Faq";

export { videoGuidePage } from "./videoGuide";

export const endedProductFaqPages: Readonly<Record<string, FaqRouteData>> = {
  "/support_dis_faq": displayStandFaq,
  "/support_hp_faq": homepageServiceFaq,
  "/support_sb2_faq": smartBoard2Faq,
};

export const knowledgeBasePages: Readonly<Record<string, StandardPageContent>> = {
  "/genbagurasupport_wiki": knowledgeBasePage,
};
