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

function formTestRoute(path: string, title: string, description: string): RouteRegistration[] {
  return [
    formRoute({ path, title, description, noindex: true, content: entryByPath(formPages) }),
    thanksRoute({
      path: `${path}/thanks`,
      title: `${title}の受付完了`,
      description: `${title}のテスト送信を受け付けたことを示すページです。`,
      content: entryByPath(thanksPages),
    }),
  ];
}

export const testPageRoutes: RouteRegistration[] = [
  ...formTestRoute(
    "/test_prod/contact",
    "お問い合わせフォームのテスト",
    "お問い合わせフォームの入力検証と保存を本番環境で確かめるための、当社スタッフ向けのテストページです。",
  ),
  ...formTestRoute(
    "/test_prod/estimate",
    "お見積もりフォームのテスト",
    "無料トライアル・お見積もりのフォームを本番環境で確かめるための、当社スタッフ向けのテストページです。",
  ),
];
