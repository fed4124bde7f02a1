import { describe, expect, it } from "vitest";
import { cloudFaq } from "../faq/cloud";
import { cloudLiteFaq } from "../faq/cloudLite";
import { serviceTerms } from "./service";

/** The cloud FAQs answer payment and cancellation as the service terms state them (contradictions C4, C5). */
const termsText = (heading: string) =>
  serviceTerms.sections.find((section) => section.heading === heading)?.paragraphs?.join("") ?? "";
const answers = [cloudFaq, cloudLiteFaq].flatMap((page) =>
  page.faq.categories.flatMap((category) => category.items.map((item) => item.answer)),
);
const sentences = answers.join("").split(/(?<=。)/u);

describe("cloud FAQs follow the service terms", () => {
  it("end a monthly contract when the terms end it", () => {
    const end = /月額払いの契約は、[^。]*?(月の末日)/u.exec(termsText("契約期間と解約"))?.[1];
    expect(end).toBeTruthy();
    const stated = sentences.filter((sentence) => /月額払い[^。]*(終了|解約)/u.test(sentence));
    expect(stated.length).toBeGreaterThan(0);
    for (const sentence of stated) expect(sentence).toContain(end);
    expect(sentences.filter((sentence) => /更新日で解約/u.test(sentence))).toEqual([]);
  });

  it("bill monthly contracts on the terms' cycle, never by a debit the terms do not name", () => {
    expect(termsText("料金と支払い")).toMatch(/月額払いの料金は毎月末日に締め/u);
    expect(sentences.filter((sentence) => /口座振替/u.test(sentence))).toEqual([]);
  });
});
