import { entryByPath } from "@genbagura/routing/routeKit";
import { thanksPage } from "@genbagura/ui/pageKinds";
import { formPage } from "./kinds";

// The server halves of the pages of ./testPageRoutes.ts: never in a browser build.

const formPages = () => import("../../content/testPages").then((module) => module.testFormPages);
const thanksPages = () => import("../../content/testPages").then((module) => module.testThanksPages);

export const testProdContact = formPage.server({
  title: "お問い合わせフォームのテスト",
  description:
    "お問い合わせフォームの入力検証と保存を本番環境で確かめるための、当社スタッフ向けのテストページです。",
  content: entryByPath(formPages),
});

export const testProdContactThanks = thanksPage.server({
  title: "お問い合わせフォームのテストの受付完了",
  description: "お問い合わせフォームのテストのテスト送信を受け付けたことを示すページです。",
  content: entryByPath(thanksPages),
});

export const testProdEstimate = formPage.server({
  title: "お見積もりフォームのテスト",
  description:
    "無料トライアル・お見積もりのフォームを本番環境で確かめるための、当社スタッフ向けのテストページです。",
  content: entryByPath(formPages),
});

export const testProdEstimateThanks = thanksPage.server({
  title: "お見積もりフォームのテストの受付完了",
  description: "お見積もりフォームのテストのテスト送信を受け付けたことを示すページです。",
  content: entryByPath(thanksPages),
});
