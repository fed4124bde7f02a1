import { describe, expect, it } from "vitest";
import { siteConfig } from "../siteConfig";
import { renderHtml } from "../testing/renderHtml";
import { formContent, thanksContent } from "../testing/sampleContent";
import { FormPage } from "./FormPage";
import { ThanksPage } from "./ThanksPage";

describe("FormPage", () => {
  const html = renderHtml(
    <FormPage content={formContent}>
      <form aria-label="資料請求フォーム" />
    </FormPage>,
  );

  it("renders the form slot and an aside with the next steps and the support line", () => {
    expect(html).toContain('aria-label="資料請求フォーム"');
    expect(html).toContain("<aside");
    expect(html).toContain("送信後の流れ");
    expect(html).toContain(siteConfig.company.supportPhone.number);
  });
});

describe("ThanksPage", () => {
  const html = renderHtml(<ThanksPage data={thanksContent} />);

  it("says what happens next and where to go", () => {
    expect(html).toContain("このあとの流れ");
    expect(html).toContain("<ol");
    expect(html).toContain('href="/case"');
    expect(html).toContain("トップページにもどる");
  });
});
