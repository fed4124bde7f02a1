import type { LoadResult } from "@genbagura/routing";
import type { KindServer } from "@genbagura/routing/routeKit";
import type { ThanksPageContent } from "@genbagura/ui";
import { formBinder, landingPagesServer } from "@genbagura/ui/pageKinds.server";
import type { DownloadFormContent, DownloadFormData } from "../../content/cases/casePageData";
import type { ListingRouteData } from "../../content/news/listingData";
import type {
  ConsultationPageContent,
  ConsultationPageData,
  LeadFormData,
  LeadFormSpec,
} from "../../content/pageData";
import type { RecordingRequestData, RecordingRequestPageData } from "../../content/seminars/archivePayload";
import type { StandardSeminarPage, StandardSeminarPageData } from "../../content/seminars/model";
import type { SeminarPageData, SeminarRouteData } from "../../content/seminars/seminarData";
import type { NewsFormId } from "../forms";

/** The server halves of the news's own kinds (`./kinds.ts`): never in a browser build. */

const forms = () => import("../forms").then((module) => module.forms);

/** The one way a news page gets its form: the definition src/forms.ts declares, put in the page's data. */
const formOf = formBinder(forms);

export const adLandingPages = landingPagesServer(forms);
const newsFormOf = (formId: NewsFormId) => formOf(formId);

/** A lead form as content names it (by id) becomes the form as the page receives it (its definition). */
async function leadForm({ formId, ...fixed }: LeadFormSpec): Promise<LeadFormData> {
  return { form: await formOf(formId), ...fixed };
}

/**
 * A kind whose content is a payload, data and metadata made together by one function: the page receives
 * the data (with what the kind adds to it, such as its form), and the metadata made with that payload.
 */
function payloadServer<Data extends object, PageData extends object = Data>(
  bind: (data: Data) => Promise<PageData> = async (data) => data as unknown as PageData,
): KindServer<LoadResult<Data>, PageData> {
  return {
    toData: ({ data }) => bind(data),
    meta: async (_data, _request, { meta }) => meta,
  };
}

export const seminarIndexPayloadPage = payloadServer<ListingRouteData>();

/** Registration while seats are left, the waiting list once full: both the seminar registration form. */
export const seminarPayloadPage = payloadServer<SeminarRouteData, SeminarPageData>(async (data) =>
  data.registrationId || data.waitlist ? { ...data, form: await newsFormOf("seminar_registration") } : data,
);

export const recordingRequestPayloadPage = payloadServer<RecordingRequestData, RecordingRequestPageData>(
  async (data) => ({ ...data, form: await newsFormOf("seminar_recording") }),
);

export const recordingThanksPayloadPage = payloadServer<ThanksPageContent>();

export const seminarStandardPage: KindServer<StandardSeminarPage, StandardSeminarPageData> = {
  toData: async (content) =>
    content.registration ? { ...content, form: await newsFormOf("seminar_registration") } : content,
};

export const downloadFormPage: KindServer<DownloadFormContent, DownloadFormData> = {
  toData: async ({ form, ...content }) => ({ ...content, form: await leadForm(form) }),
};

export const consultationPage: KindServer<ConsultationPageContent, ConsultationPageData> = {
  toData: async ({ form, ...content }) => ({ ...content, form: await leadForm(form) }),
};
