import type { RouteRegistration } from "@genbagura/routing";
import { campaignPage, glossaryTermPage, standardPage, thanksPage } from "@genbagura/ui/pageKinds";
import { consultationPage, dictionaryIndexPage } from "./kinds";
import * as server from "./special.server";

const notFound = { statusCode: 404 } as const;
const dictionaryCrumb = { label: "建設用語辞典", href: "/special/dictionary" };
const hojokinCrumb = { label: "補助金の活用", href: "/special/hojokin" };

/** Special features, the construction dictionary and the grant pages (`/special/*`, `/hojokin/*`). */
export const specialRoutes: RouteRegistration[] = [
  standardPage({
    path: "/special/2025",
    server: server.special2025,
    breadcrumbs: [{ label: "特集 2025年の工事写真と働き方" }],
  }),
  campaignPage({
    path: "/special/25th_present",
    server: server.special25thPresent,
    breadcrumbs: [
      { label: "キャンペーン", href: "/campaign/matome" },
      { label: "現場蔵Pad累計出荷2万5千台 感謝のプレゼント" },
    ],
  }),
  standardPage({
    path: "/special/90sec",
    server: server.special90sec,
    breadcrumbs: [{ label: "90秒でわかる現場蔵" }],
  }),
  standardPage({
    path: "/special/cals",
    server: server.specialCals,
    breadcrumbs: [{ label: "CALS/ECと工事写真の電子納品" }],
  }),
  standardPage({
    path: "/special/compare",
    server: server.specialCompare,
    breadcrumbs: [{ label: "電子小黒板アプリの選び方" }],
  }),
  dictionaryIndexPage({
    path: "/special/dictionary",
    server: server.specialDictionary,
    breadcrumbs: [{ label: "建設用語辞典" }],
  }),
  glossaryTermPage({
    path: "/special/dictionary/:term",
    server: server.specialDictionaryTerm,
    validate: async ({ term }) =>
      (await import("../../content/dictionary/termIndex")).isTermSlug(term) ? true : notFound,
  }),
  standardPage({
    path: "/special/glossary",
    server: server.specialGlossary,
    breadcrumbs: [dictionaryCrumb, { label: "工事写真の用語集" }],
  }),
  consultationPage({
    path: "/special/hojokin",
    server: server.specialHojokin,
    breadcrumbs: [{ label: "補助金の活用" }],
  }),
  thanksPage({
    path: "/special/hojokin/thanks",
    server: server.specialHojokinThanks,
    breadcrumbs: [hojokinCrumb, { label: "ご相談の受付完了" }],
  }),
  consultationPage({
    path: "/hojokin/it2025",
    server: server.hojokinIt2025,
    breadcrumbs: [hojokinCrumb, { label: "IT導入補助金2025" }],
  }),
  thanksPage({
    path: "/hojokin/it2025/thanks",
    server: server.hojokinIt2025Thanks,
    breadcrumbs: [hojokinCrumb, { label: "IT導入補助金のご相談の受付完了" }],
  }),
];
