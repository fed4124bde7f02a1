import { describe, expect, it } from "vitest";
import { countTags } from "../testing/htmlQueries";
import { renderHtml } from "../testing/renderHtml";
import { faqContent } from "../testing/sampleContent";
import { FaqPage } from "./FaqPage";

describe("FaqPage", () => {
  const html = renderHtml(<FaqPage data={faqContent} />);
  const questions = faqContent.categories.flatMap((category) => category.items);

  it("renders every question as a closed, visible <details> without JavaScript", () => {
    expect(countTags(html, "details")).toBe(questions.length);
    for (const item of questions) expect(html).toContain(item.question);
    expect(html).not.toMatch(/<li[^>]*hidden/);
    expect(html).not.toMatch(/<details[^>]*\sopen/);
  });

  it("groups questions under category headings with anchors", () => {
    for (const category of faqContent.categories) {
      expect(html).toContain(`id="${category.id}"`);
      expect(html).toContain(`href="#${category.id}"`);
    }
  });

  it("renders the search box disabled until JavaScript enables it, keeping its place", () => {
    expect(html).not.toMatch(/<search[^>]*hidden=""/);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*disabled=""/);
    expect(html).toContain('type="search"');
  });
});
