import { faqPage, thanksPage } from "@genbagura/ui/pageKinds";
import { archiveIds, seminarIds, supportSeminarSlugs } from "../../content/seminars/catalogue";
import type { SeminarListingPath } from "../../content/seminars/listings";
import { archiveListing, supportListing } from "../../content/seminars/listings";
import { seminarListingTexts } from "../../content/seminars/listingTexts";
import * as seminarKinds from "./kinds";

// The server halves of the pages of ./seminars.ts: never in a browser build.

export const seminarDate = seminarKinds.seminarPayloadPage.server({
  title: "セミナーの詳細",
  description:
    "現場蔵のセミナーの日時、開催形式、会場または配信の方法、プログラム、講師、定員とお申し込みのご案内です。",
  prerender: () => seminarIds.map((date) => ({ date })),
  content: async ({ params }) =>
    (await import("../../content/seminars/seminarPayload")).seminarPayload(
      "public",
      params.date ?? "",
      new Date(),
    ),
});

export const seminarSupportSlug = seminarKinds.seminarPayloadPage.server({
  title: "サポートセミナーの詳細",
  description:
    "現場蔵の製品をお使いのお客様向けの操作講習会の日時、開催形式、プログラム、講師、定員とお申し込みのご案内です。",
  prerender: () => supportSeminarSlugs.map((slug) => ({ slug })),
  content: async ({ params }) =>
    (await import("../../content/seminars/seminarPayload")).seminarPayload(
      "support",
      params.slug ?? "",
      new Date(),
    ),
});

export const seminarArchiveDate = seminarKinds.recordingRequestPayloadPage.server({
  title: "セミナーの録画のお申し込み",
  description:
    "これまでに開催した現場蔵のセミナーの録画の内容と収録時間のご案内です。フォームからお申し込みいただくと、視聴用のURLと講演資料をお送りします。",
  prerender: () => archiveIds.map((date) => ({ date })),
  content: async ({ params }) =>
    (await import("../../content/seminars/archivePayload")).recordingRequestPayload(params.date ?? ""),
});

export const seminarArchiveDateThanks = seminarKinds.recordingThanksPayloadPage.server({
  title: "セミナーの録画のお申し込み完了",
  description:
    "セミナーの録画の視聴のお申し込みを受け付けました。視聴用のURLと講演資料を、ご入力のメールアドレスへお送りします。",
  prerender: () => archiveIds.map((date) => ({ date })),
  content: async ({ params }) =>
    (await import("../../content/seminars/archivePayload")).recordingThanksPayload(params.date ?? ""),
});

export const seminarKmo = seminarKinds.seminarStandardPage.server({
  title: "個別オンライン相談会",
  description:
    "現場蔵の担当者と1対1で話せる個別オンライン相談会です。お使いの黒板や台帳、現場の体制をうかがい、製品の選び方や導入の進め方を60分でご提案します。平日の9時から18時まで予約できます。",
  content: async () => (await import("../../content/seminars/kmo")).consultationPage,
});

export const seminarGenbaguraFaq = faqPage.server({
  title: "セミナーに関するよくあるご質問",
  description:
    "現場蔵のセミナーへのお申し込み、オンラインでの参加に必要なもの、会場での参加、録画と講演資料の受け取り方など、セミナーについてよくいただくご質問にお答えします。",
  content: async () => (await import("../../content/seminars/faq")).seminarFaqPage,
});

export const seminarSeminarThanks = thanksPage.server({
  title: "セミナーのお申し込み完了",
  description:
    "現場蔵のセミナーへのお申し込みを受け付けました。参加用のURLまたは会場のご案内を、開催日の前日までにご入力のメールアドレスへお送りします。",
  content: async () => (await import("../../content/seminars/thanks")).seminarThanksPage,
});

export const seminarForPremiumMember = seminarKinds.seminarStandardPage.server({
  title: "プレミアム会員限定セミナー",
  description:
    "プレミアム会員の方だけが参加できる少人数のセミナーの日程とお申し込みのページです。台帳の仕上げの相談会や新機能の先行説明会など、会員の方の質問に時間をかけてお答えする回を毎月開いています。",
  content: async () => (await import("../../content/seminars/premiumMember")).premiumMemberPage,
});

/** A seminar index or one of its filters (`content/seminars/listings.ts`). */
export const seminarListing = (path: SeminarListingPath) =>
  seminarKinds.seminarIndexPayloadPage.server({
    title: seminarListingTexts[path].title,
    description: seminarListingTexts[path].description,
    content: async () =>
      (await import("../../content/seminars/seminarListingPayload")).seminarListingPayload(path, new Date()),
  });

export const seminarArchive = seminarKinds.seminarIndexPayloadPage.server({
  title: seminarListingTexts[archiveListing.path].title,
  description: seminarListingTexts[archiveListing.path].description,
  content: async () => (await import("../../content/seminars/seminarListingPayload")).archiveListingPayload(),
});

export const seminarSupport = seminarKinds.seminarIndexPayloadPage.server({
  title: seminarListingTexts[supportListing.path].title,
  description: seminarListingTexts[supportListing.path].description,
  content: async () =>
    (await import("../../content/seminars/seminarListingPayload")).supportListingPayload(new Date()),
});
