import { defineForms } from "@genbagura/forms/defineForm";

/** The forms of the shell's pages: the spec's test pages, which post like the real forms and are marked as tests. */
export const forms = defineForms({
  test_contact: {
    kind: "contact",
    label: "【テスト】お問い合わせ",
    pagePath: "/test_prod/contact",
    test: true,
  },
  test_estimate: {
    kind: "request",
    label: "【テスト】お見積もり依頼",
    pagePath: "/test_prod/estimate",
    test: true,
  },
});

export type ShellFormId = keyof typeof forms;
