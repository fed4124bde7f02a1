import { defineForms, form } from "@genbagura/forms/defineForm";

/** The forms of the shell's pages: the spec's test pages, which post like the real forms and are marked as tests. */
export const forms = defineForms({
  test_contact: form("contact", "【テスト】お問い合わせ", "/test_prod/contact", { test: true }),
  test_estimate: form("request", "【テスト】お見積もり依頼", "/test_prod/estimate", { test: true }),
});

export type ShellFormId = keyof typeof forms;
