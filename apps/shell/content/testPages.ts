import type { StepsData, ThanksPageContent } from "@genbagura/ui";
import type { FormPageContent as FormRouteContent } from "@genbagura/ui/pageKinds.server";

// The spec's test pages (section "Test pages"): the real forms, for the site's staff to check the
// whole lead pipeline in production. Their leads are stored and marked as test, never exported.

const testNextSteps: StepsData = {
  heading: "送信後に確かめること",
  steps: [
    {
      title: "受付完了ページが表示されます",
      body: "送信すると、このテストページ用の受付完了ページに移ります。本番のフォームと同じ検証と保存の処理を通っています。",
    },
    {
      title: "テストとして保存されます",
      body: "送信内容はテストの印を付けて保存されます。マーケティング担当者向けのCSVエクスポートには含まれません。",
    },
    {
      title: "連携先ではテストとして届きます",
      body: "顧客管理システムへの転送データにもテストの印が付くため、営業担当者への割り振りから外せます。",
    },
  ],
};

const customerNote =
  "このページは当社スタッフの動作確認用です。お客様からのお問い合わせは、お問い合わせページまたは無料トライアル・お見積もりのページからお送りください。";

// Form ids are the shell's (src/forms.ts); content does not import src/, so a wrong id fails the render.
export const testFormPages: Readonly<Record<string, FormRouteContent>> = {
  "/test_prod/contact": {
    formId: "test_contact",
    submitLabel: "テスト送信する",
    content: {
      title: "お問い合わせフォームのテスト",
      lead: `お問い合わせフォームを本番環境で確かめるためのページです。入力の検証、郵便番号からの住所の自動入力、二重送信の防止、保存までを、お問い合わせページと同じ仕組みで試せます。${customerNote}`,
      points: [
        "項目と入力の検証は、お問い合わせページのフォームと同じです",
        "送信内容はテストとして保存され、エクスポートには含まれません",
        "検索エンジンには表示されず、サイトマップにも載りません",
      ],
      nextSteps: testNextSteps,
    },
  },
  "/test_prod/estimate": {
    formId: "test_estimate",
    submitLabel: "テスト送信する",
    content: {
      title: "お見積もりフォームのテスト",
      lead: `無料トライアル・お見積もりのフォームを本番環境で確かめるためのページです。ご希望の内容の選択、郵便番号からの住所の自動入力、入力の検証、保存までを、実際のお申し込みと同じ仕組みで試せます。${customerNote}`,
      points: [
        "項目と入力の検証は、無料トライアル・お見積もりのフォームと同じです",
        "送信内容はテストとして保存され、エクスポートには含まれません",
        "検索エンジンには表示されず、サイトマップにも載りません",
      ],
      nextSteps: testNextSteps,
    },
  },
};

const testThanksLinks: ThanksPageContent["links"] = {
  heading: "続けて確かめる",
  links: [
    { label: "お問い合わせフォームのテスト", href: "/test_prod/contact" },
    { label: "お見積もりフォームのテスト", href: "/test_prod/estimate" },
    { label: "トップページにもどる", href: "/" },
  ],
};

export const testThanksPages: Readonly<Record<string, ThanksPageContent>> = {
  "/test_prod/contact/thanks": {
    title: "テスト送信を受け付けました",
    message: [
      "お問い合わせフォームのテスト送信を受け付けました。送信内容はテストとして保存されています。",
      "保存された内容は、リードの保存先で、フォームID「test_contact」として確かめられます。",
    ],
    nextSteps: testNextSteps,
    links: testThanksLinks,
  },
  "/test_prod/estimate/thanks": {
    title: "テスト送信を受け付けました",
    message: [
      "お見積もりフォームのテスト送信を受け付けました。送信内容はテストとして保存されています。",
      "保存された内容は、リードの保存先で、フォームID「test_estimate」として確かめられます。",
    ],
    nextSteps: testNextSteps,
    links: testThanksLinks,
  },
};
