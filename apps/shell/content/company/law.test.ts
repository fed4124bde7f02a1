import { describe, expect, it } from "vitest";
import { cloudPlanContent } from "../../../cloud/content/pages/plan";
import { serviceTerms } from "../../../support/content/terms/service";
import { lawContent } from "./law";

/**
 * /law follows the service terms on payment and cancellation (contradictions C4, C5). The terms leave the
 * method to the cloud's own plan page, so the methods /law names for the cloud are those that page offers.
 */
const rows = lawContent.blocks.flatMap((block) => (block.kind === "specTable" ? block.rows : []));
const rowText = (label: string) => rows.find((row) => row.label === label)?.value ?? "";
const termsText = (heading: string) =>
  serviceTerms.sections.find((section) => section.heading === heading)?.paragraphs?.join("") ?? "";
const methods = ["クレジットカード", "請求書払い", "銀行振込", "口座振替", "コンビニ払い"] as const;

describe("/law follows the terms", () => {
  it("ends a cloud contract as the terms' cancellation article does", () => {
    const terms = termsText("契約期間と解約");
    const monthly = /月額払いの契約は、[^。]*?(月の末日)/u.exec(terms)?.[1];
    const yearly = /年額払いの契約は、[^。]*?(満了)/u.exec(terms)?.[1];
    expect(monthly && yearly).toBeTruthy();
    const law = rowText("解約");
    expect(law).toMatch(new RegExp(`月額払い[^。]*${monthly}`, "u"));
    expect(law).toMatch(new RegExp(`年額払い[^。]*${yearly}`, "u"));
    expect(law).not.toMatch(/更新日/u);
  });

  it("names for the cloud only the payment methods its plan page offers", () => {
    const plan = JSON.stringify(cloudPlanContent);
    const offered = methods.filter((method) => plan.includes(method));
    expect(offered.length).toBeGreaterThan(0);
    const cloudSentences = [rowText("お支払い方法"), rowText("お支払い時期")]
      .join("")
      .split(/(?<=。)/u)
      .filter((sentence) => sentence.includes("現場蔵クラウド"));
    for (const sentence of cloudSentences) {
      for (const method of methods.filter((candidate) => sentence.includes(candidate))) {
        expect(offered, sentence).toContain(method);
      }
    }
    expect(rowText("お支払い方法")).not.toMatch(/口座振替/u);
  });
});
