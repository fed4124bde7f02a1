import { type Breadcrumb, defineRoute, type RouteRegistration } from "@genbagura/routing";
import { contentRoute } from "@genbagura/routing/routeKit";
import type { ThanksPageContent } from "@genbagura/ui";
import { faqRoute, thanksRoute } from "@genbagura/ui/routeKinds";
import { validateDateId } from "../../content/news/dateId";
import type { ListingRouteData } from "../../content/news/listingData";
import type { RecordingRequestData } from "../../content/seminars/archivePayload";
import { archiveIds, seminarIds, supportSeminarSlugs } from "../../content/seminars/catalogue";
import { archiveListing, seminarListings, supportListing } from "../../content/seminars/listings";
import { seminarListingTexts } from "../../content/seminars/listingTexts";
import type { StandardSeminarPage } from "../../content/seminars/model";
import type { SeminarRouteData } from "../../content/seminars/seminarData";

// Only ids, titles and descriptions are here; seminars load through `load` (or the route kit's `content`),
// pages through `page`. Pages whose data and metadata one payload function makes together keep `load`.

const listingPage = () => import("../pages/news/ListingRoutePage");
const seminarPage = () => import("../pages/seminars/SeminarRoutePage");
const standardPage = () => import("../pages/seminars/StandardRoutePage");
const thanksPage = () => import("@genbagura/ui/templates/ThanksPage");
const listingPayloads = () => import("../../content/seminars/seminarListingPayload");
const seminarPayloads = () => import("../../content/seminars/seminarPayload");
const archivePayloads = () => import("../../content/seminars/archivePayload");

const notFound = { statusCode: 404 } as const;

const seminarsCrumb: Breadcrumb = { label: "セミナー", href: "/seminar" };

const listingRoutes = seminarListings.map((listing) =>
  defineRoute<ListingRouteData>({
    path: listing.path,
    layout: "default",
    title: seminarListingTexts[listing.path].title,
    description: seminarListingTexts[listing.path].description,
    load: async () => (await listingPayloads()).seminarListingPayload(listing.path, new Date()),
    page: listingPage,
  }),
);

export const seminarRoutes: RouteRegistration[] = [
  ...listingRoutes,
  defineRoute<ListingRouteData>({
    path: archiveListing.path,
    layout: "default",
    title: seminarListingTexts[archiveListing.path].title,
    description: seminarListingTexts[archiveListing.path].description,
    load: async () => (await listingPayloads()).archiveListingPayload(),
    page: listingPage,
  }),
  defineRoute<ListingRouteData>({
    path: supportListing.path,
    layout: "default",
    title: seminarListingTexts[supportListing.path].title,
    description: seminarListingTexts[supportListing.path].description,
    load: async () => (await listingPayloads()).supportListingPayload(new Date()),
    page: listingPage,
  }),
  defineRoute<SeminarRouteData>({
    path: "/seminar/:date",
    layout: "default",
    title: "セミナーの詳細",
    description:
      "現場蔵のセミナーの日時、開催形式、会場または配信の方法、プログラム、講師、定員とお申し込みのご案内です。",
    validate: ({ date }) => validateDateId(date, seminarIds),
    prerender: () => seminarIds.map((date) => ({ date })),
    load: async ({ date }) => (await seminarPayloads()).seminarPayload("public", date ?? "", new Date()),
    page: seminarPage,
  }),
  defineRoute<SeminarRouteData>({
    path: "/seminar/support/:slug",
    layout: "default",
    title: "サポートセミナーの詳細",
    description:
      "現場蔵の製品をお使いのお客様向けの操作講習会の日時、開催形式、プログラム、講師、定員とお申し込みのご案内です。",
    validate: ({ slug }) =>
      (supportSeminarSlugs as readonly string[]).includes(slug ?? "") ? true : notFound,
    prerender: () => supportSeminarSlugs.map((slug) => ({ slug })),
    load: async ({ slug }) => (await seminarPayloads()).seminarPayload("support", slug ?? "", new Date()),
    page: seminarPage,
  }),
  defineRoute<RecordingRequestData>({
    path: "/seminar/archive/:date",
    layout: "default",
    title: "セミナーの録画のお申し込み",
    description:
      "これまでに開催した現場蔵のセミナーの録画の内容と収録時間のご案内です。フォームからお申し込みいただくと、視聴用のURLと講演資料をお送りします。",
    validate: ({ date }) => validateDateId(date, archiveIds),
    prerender: () => archiveIds.map((date) => ({ date })),
    load: async ({ date }) => (await archivePayloads()).recordingRequestPayload(date ?? ""),
    page: () => import("../pages/seminars/RecordingRequestRoutePage"),
  }),
  defineRoute<ThanksPageContent>({
    path: "/seminar/archive/:date/thanks",
    layout: "thanks",
    title: "セミナーの録画のお申し込み完了",
    description:
      "セミナーの録画の視聴のお申し込みを受け付けました。視聴用のURLと講演資料を、ご入力のメールアドレスへお送りします。",
    noindex: true,
    validate: ({ date }) => validateDateId(date, archiveIds),
    prerender: () => archiveIds.map((date) => ({ date })),
    load: async ({ date }) => (await archivePayloads()).recordingThanksPayload(date ?? ""),
    page: thanksPage,
  }),
  contentRoute<StandardSeminarPage>({
    path: "/seminar/kmo",
    title: "個別オンライン相談会",
    description:
      "現場蔵の担当者と1対1で話せる個別オンライン相談会です。お使いの黒板や台帳、現場の体制をうかがい、製品の選び方や導入の進め方を60分でご提案します。平日の9時から18時まで予約できます。",
    breadcrumbs: [seminarsCrumb, { label: "個別オンライン相談会" }],
    content: async () => (await import("../../content/seminars/kmo")).consultationPage,
    page: standardPage,
  }),
  faqRoute({
    // `genbagura` is the brand slug of the site configuration (ARCHITECTURE.md section 1).
    path: "/seminar/genbagura_faq",
    title: "セミナーに関するよくあるご質問",
    description:
      "現場蔵のセミナーへのお申し込み、オンラインでの参加に必要なもの、会場での参加、録画と講演資料の受け取り方など、セミナーについてよくいただくご質問にお答えします。",
    breadcrumbs: [seminarsCrumb, { label: "よくあるご質問" }],
    content: async () => (await import("../../content/seminars/faq")).seminarFaqPage,
  }),
  thanksRoute({
    path: "/seminar/seminar_thanks",
    title: "セミナーのお申し込み完了",
    description:
      "現場蔵のセミナーへのお申し込みを受け付けました。参加用のURLまたは会場のご案内を、開催日の前日までにご入力のメールアドレスへお送りします。",
    breadcrumbs: [seminarsCrumb, { label: "お申し込み完了" }],
    content: async () => (await import("../../content/seminars/thanks")).seminarThanksPage,
  }),
  contentRoute<StandardSeminarPage>({
    path: "/seminar/for_premium_member",
    title: "プレミアム会員限定セミナー",
    description:
      "プレミアム会員の方だけが参加できる少人数のセミナーの日程とお申し込みのページです。台帳の仕上げの相談会や新機能の先行説明会など、会員の方の質問に時間をかけてお答えする回を毎月開いています。",
    guards: ["premium"],
    noindex: true,
    breadcrumbs: [seminarsCrumb, { label: "プレミアム会員限定セミナー" }],
    content: async () => (await import("../../content/seminars/premiumMember")).premiumMemberPage,
    page: standardPage,
  }),
];
