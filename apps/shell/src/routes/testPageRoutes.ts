import type { RouteRegistration } from "@genbagura/routing";
import { entryByPath } from "@genbagura/routing/routeKit";
import { formRoutesOf, thanksRoute } from "@genbagura/ui/routeKinds";

// Content names the form by a plain string (content does not import src/); the route checks it at render.
const { formRoute } = formRoutesOf<string>(() => import("../forms").then((module) => module.forms));

/**
 * The spec's test pages with forms: the real lead forms for staff to check production. Everything under
 * `/test_prod/` is noindex and out of the sitemap (the renderer's rule); their forms are marked `test`.
 */
const formPages = () => import("../../content/testPages").then((module) => module.testFormPages);
const thanksPages = () => import("../../content/testPages").then((module) => module.testThanksPages);

// Titles and descriptions are written inside the registrations, where the browser build drops them
// (packages/build-config/browserRegistrations.mjs), so no page's browser code carries them.
export const testPageRoutes: RouteRegistration[] = [
  formRoute({
    path: "/test_prod/contact",
    title: "お問い合わせフォームのテスト",
    description:
      "お問い合わせフォームの入力検証と保存を本番環境で確かめるための、当社スタッフ向けのテストページです。",
    noindex: true,
    content: entryByPath(formPages),
  }),
  thanksRoute({
    path: "/test_prod/contact/thanks",
    title: "お問い合わせフォームのテストの受付完了",
    description: "お問い合わせフォームのテストのテスト送信を受け付けたことを示すページです。",
    content: entryByPath(thanksPages),
  }),
  formRoute({
    path: "/test_prod/estimate",
    title: "お見積もりフォームのテスト",
    description:
      "無料トライアル・お見積もりのフォームを本番環境で確かめるための、当社スタッフ向けのテストページです。",
    noindex: true,
    content: entryByPath(formPages),
  }),
  thanksRoute({
    path: "/test_prod/estimate/thanks",
    title: "お見積もりフォームのテストの受付完了",
    description: "お見積もりフォームのテストのテスト送信を受け付けたことを示すページです。",
    content: entryByPath(thanksPages),
  }),
];
