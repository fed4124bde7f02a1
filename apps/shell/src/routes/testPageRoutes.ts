import { defineRoute, type RouteRegistration } from "@genbagura/routing";
import type { ThanksPageContent } from "@genbagura/ui";
import type { FormRouteData } from "@genbagura/ui/routePages/FormRoutePage";

/**
 * The spec's test pages with forms: the real lead forms for staff to check production. Everything under
 * `/test_prod/` is noindex and out of the sitemap (the renderer's rule); their forms are marked `test`.
 */
const formPages = () => import("../../content/testPages").then((module) => module.testFormPages);
const thanksPages = () => import("../../content/testPages").then((module) => module.testThanksPages);

function formTestRoute(path: string, title: string, description: string): RouteRegistration[] {
  return [
    defineRoute<FormRouteData>({
      path,
      layout: "default",
      title,
      description,
      noindex: true,
      load: async () => {
        const data = (await formPages())[path];
        return data ? { data } : null;
      },
      page: () => import("@genbagura/ui/routePages/FormRoutePage"),
    }),
    defineRoute<ThanksPageContent>({
      path: `${path}/thanks`,
      layout: "thanks",
      title: `${title}の受付完了`,
      description: `${title}のテスト送信を受け付けたことを示すページです。`,
      noindex: true,
      load: async () => {
        const data = (await thanksPages())[`${path}/thanks`];
        return data ? { data } : null;
      },
      page: () => import("@genbagura/ui/routePages/ThanksRoutePage"),
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
