import { describe, expect, it } from "vitest";
import { renderHtml } from "../testing/renderHtml";
import { seminarContent } from "../testing/sampleContent";
import { SeminarPage } from "./SeminarPage";

const form = <form aria-label="セミナー申し込みフォーム" />;

describe("SeminarPage", () => {
  it("shows date, format, agenda, speaker and the form while open", () => {
    const html = renderHtml(<SeminarPage content={seminarContent}>{form}</SeminarPage>);
    expect(html).toContain('<time dateTime="2026-02-18T14:00+09:00">2026年2月18日(水) 14:00〜15:00</time>');
    expect(html).toContain("オンライン");
    expect(html).toContain("<caption");
    expect(html).toContain("山田 花子");
    expect(html).toContain("受付中");
    expect(html).toContain("セミナー申し込みフォーム");
  });

  it.each([
    ["full", "定員に達したため、お申し込みの受付を終了しました。", "満席"],
    ["past", "このセミナーは終了しました。", "終了"],
  ] as const)("hides the form and says why when %s", (status, message, badge) => {
    const html = renderHtml(<SeminarPage content={{ ...seminarContent, status }}>{form}</SeminarPage>);
    expect(html).toContain(message);
    expect(html).toContain(`>${badge}</span>`);
    expect(html).toContain('href="/seminar"');
    expect(html).not.toContain("セミナー申し込みフォーム");
  });
});
