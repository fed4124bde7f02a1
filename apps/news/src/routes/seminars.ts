import type { Breadcrumb, RouteRegistration } from "@genbagura/routing";
import { faqPage, thanksPage } from "@genbagura/ui/pageKinds";
import { validateDateId } from "../../content/news/dateId";
import { archiveIds, seminarIds, supportSeminarSlugs } from "../../content/seminars/catalogue";
import { archiveListing, seminarListings, supportListing } from "../../content/seminars/listings";
import {
  recordingRequestPayloadPage,
  recordingThanksPayloadPage,
  seminarIndexPayloadPage,
  seminarPayloadPage,
  seminarStandardPage,
} from "./kinds";
import * as server from "./seminars.server";

// Only paths, trails and the ids that validate params are here; each page's title, description and
// content are in its server half (`./seminars.server.ts`). A seminar's data and metadata are made
// together (its status as of the build), so seminar pages are of the `…PayloadPage` kinds.

const notFound = { statusCode: 404 } as const;

const seminarsCrumb: Breadcrumb = { label: "セミナー", href: "/seminar" };

/** The index and its filters; the server half is a function of the listing, undefined in a browser build. */
const listingRoutes = seminarListings.map((listing) =>
  seminarIndexPayloadPage({ path: listing.path, server: server.seminarListing?.(listing.path) }),
);

export const seminarRoutes: RouteRegistration[] = [
  ...listingRoutes,
  seminarIndexPayloadPage({ path: archiveListing.path, server: server.seminarArchive }),
  seminarIndexPayloadPage({ path: supportListing.path, server: server.seminarSupport }),
  seminarPayloadPage({
    path: "/seminar/:date",
    server: server.seminarDate,
    validate: ({ date }) => validateDateId(date, seminarIds),
  }),
  seminarPayloadPage({
    path: "/seminar/support/:slug",
    server: server.seminarSupportSlug,
    validate: ({ slug }) =>
      (supportSeminarSlugs as readonly string[]).includes(slug ?? "") ? true : notFound,
  }),
  recordingRequestPayloadPage({
    path: "/seminar/archive/:date",
    server: server.seminarArchiveDate,
    validate: ({ date }) => validateDateId(date, archiveIds),
  }),
  recordingThanksPayloadPage({
    path: "/seminar/archive/:date/thanks",
    server: server.seminarArchiveDateThanks,
    validate: ({ date }) => validateDateId(date, archiveIds),
  }),
  seminarStandardPage({
    path: "/seminar/kmo",
    server: server.seminarKmo,
    breadcrumbs: [seminarsCrumb, { label: "個別オンライン相談会" }],
  }),
  faqPage({
    // `genbagura` is the brand slug of the site configuration (ARCHITECTURE.md section 1).
    path: "/seminar/genbagura_faq",
    server: server.seminarGenbaguraFaq,
    breadcrumbs: [seminarsCrumb, { label: "よくあるご質問" }],
  }),
  thanksPage({
    path: "/seminar/seminar_thanks",
    server: server.seminarSeminarThanks,
    breadcrumbs: [seminarsCrumb, { label: "お申し込み完了" }],
  }),
  seminarStandardPage({
    path: "/seminar/for_premium_member",
    server: server.seminarForPremiumMember,
    guards: ["premium"],
    noindex: true,
    breadcrumbs: [seminarsCrumb, { label: "プレミアム会員限定セミナー" }],
  }),
];
