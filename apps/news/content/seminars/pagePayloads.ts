import type { LoadResult } from "@genbagura/routing";
import type { FaqPageContent, ThanksPageContent } from "@genbagura/ui";
import { seminarFaqPage } from "./faq";
import { consultationPage } from "./kmo";
import type { StandardSeminarPage } from "./model";
import { premiumMemberPage } from "./premiumMember";
import { seminarThanksPage } from "./thanks";

// Title and description are the registration's.
function standardPayload(data: StandardSeminarPage): LoadResult<StandardSeminarPage> {
  return {
    data,
    meta: {
      breadcrumbs: [{ label: "セミナー", href: "/seminar" }, { label: data.page.title }],
    },
  };
}

export const consultationPayload = () => standardPayload(consultationPage);
export const premiumMemberPayload = () => standardPayload(premiumMemberPage);

export function seminarFaqPayload(): LoadResult<FaqPageContent> {
  return { data: seminarFaqPage };
}

export function seminarThanksPayload(): LoadResult<ThanksPageContent> {
  return { data: seminarThanksPage };
}
