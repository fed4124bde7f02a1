import type { LoadResult } from "@genbagura/routing";
import { pageKind } from "@genbagura/routing/routeKit";
import type { CaseStudyPageContent, LandingPageContent, ThanksPageContent } from "@genbagura/ui";
import { landingPagesOf } from "@genbagura/ui/pageKinds";
import type {
  CaseBookletData,
  CaseIndexData,
  DownloadFormContent,
  DownloadFormData,
} from "../../content/cases/casePageData";
import type { ListingRouteData } from "../../content/news/listingData";
import type {
  ConsultationPageContent,
  ConsultationPageData,
  DictionaryIndexData,
  ThanksRouteData,
} from "../../content/pageData";
import type { RecordingRequestData, RecordingRequestPageData } from "../../content/seminars/archivePayload";
import type { StandardSeminarPage, StandardSeminarPageData } from "../../content/seminars/model";
import type { SeminarPageData, SeminarRouteData } from "../../content/seminars/seminarData";
import * as server from "./kinds.server";

/**
 * What news adds to the shared page kinds (`@genbagura/ui/pageKinds`): pages of its own templates, each a
 * kind, so a route module names only a page's path, trail and guards; its server half (`*.server.ts`)
 * names its title, description and content.
 *
 * A page's lead form is bound on the server: content names it by id (or the kind names it, for seminars),
 * and the kind's server half puts its definition from src/forms.ts in the page's data.
 *
 * The `…PayloadPage` kinds take a payload as content: data and metadata made together by one function of
 * the content (a seminar's page and its Event JSON-LD share the seminar's status as of the build).
 */

/** A news index: the list, what it is about, and the neighbouring sections. */
export const newsIndexPage = pageKind<ListingRouteData>({
  page: () => import("../pages/news/ListingRoutePage"),
});

/** A seminar index: the news index's page, its data and metadata made together. */
export const seminarIndexPayloadPage = pageKind<LoadResult<ListingRouteData>, ListingRouteData>({
  page: () => import("../pages/news/ListingRoutePage"),
  server: server.seminarIndexPayloadPage,
});

/** One seminar: registration while seats are left, the waiting list once full. */
export const seminarPayloadPage = pageKind<LoadResult<SeminarRouteData>, SeminarPageData>({
  page: () => import("../pages/seminars/SeminarRoutePage"),
  server: server.seminarPayloadPage,
});

/** A recorded seminar: what the recording holds, and the form to request it. */
export const recordingRequestPayloadPage = pageKind<
  LoadResult<RecordingRequestData>,
  RecordingRequestPageData
>({
  page: () => import("../pages/seminars/RecordingRequestRoutePage"),
  server: server.recordingRequestPayloadPage,
});

/** The page after requesting a recording: the thanks layout, never indexed. */
export const recordingThanksPayloadPage = pageKind<LoadResult<ThanksPageContent>, ThanksPageContent>({
  page: () => import("@genbagura/ui/templates/ThanksPage"),
  layout: "thanks",
  noindex: true,
  server: server.recordingThanksPayloadPage,
});

/** Seminar pages written with blocks (consultations, members' seminars), with their registration form. */
export const seminarStandardPage = pageKind<StandardSeminarPage, StandardSeminarPageData>({
  page: () => import("../pages/seminars/StandardRoutePage"),
  server: server.seminarStandardPage,
});

/** `/case` and its filtered pages. */
export const caseIndexPage = pageKind<CaseIndexData>({
  page: () => import("../pages/cases/CaseIndexPage"),
});

export const caseStudyPage = pageKind<CaseStudyPageContent>({
  page: () => import("@genbagura/ui/templates/CaseStudyPage"),
});

/** The thanks page of a booklet request, which is also the booklet itself. */
export const caseBookletThanksPage = pageKind<CaseBookletData>({
  page: () => import("../pages/cases/CaseBookletThanksPage"),
  layout: "thanks",
  noindex: true,
});

/** A document sent after registration: what it holds, and the form that requests it. */
export const downloadFormPage = pageKind<DownloadFormContent, DownloadFormData>({
  page: () => import("../pages/cases/DownloadFormPage"),
  server: server.downloadFormPage,
});

/** A standing offer (a programme, not an advertisement): a landing page with the site's full header. */
export const campaignProgrammePage = pageKind<LandingPageContent>({
  page: () => import("@genbagura/ui/templates/LandingPage"),
});

/** An explanation followed by the form that asks for a consultation about it (grants). */
export const consultationPage = pageKind<ConsultationPageContent, ConsultationPageData>({
  page: () => import("../pages/special/ConsultationPage"),
  server: server.consultationPage,
});

/** The advertising pages: a short form of the news family's (`src/forms.ts`) and the customers' proof. */
export const { landingPage: adLandingPage } = landingPagesOf(server.adLandingPages);

/** The thanks page that also delivers what was asked for (a report, a checklist) on the page itself. */
export const documentThanksPage = pageKind<ThanksRouteData>({
  page: () => import("../pages/special/ThanksRoutePage"),
  layout: "thanks",
  noindex: true,
});

export const dictionaryIndexPage = pageKind<DictionaryIndexData>({
  page: () => import("../pages/special/DictionaryIndexPage"),
});
