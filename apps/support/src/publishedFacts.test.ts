import { factProblems, mainTextOf } from "@genbagura/routing";
import { company, documentPdfWithin, firstReplyWithin } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { facts } from "./publishedFacts";

describe("the support desk's published facts", () => {
  it("hold the company's reply time on every page, whatever it names (C14)", async () => {
    const published = await facts();
    const row = (value: string) =>
      mainTextOf(
        `<main><table><tr><th>フォーム・メールへの最初の回答</th><td>${value}</td></tr></table></main>`,
      );
    expect(factProblems(row(`原則${firstReplyWithin}`), published)).toEqual([]);
    expect(factProblems(row("翌営業日まで"), published)).toHaveLength(1);
    const later = `${company.firstReplyBusinessDays + 1}営業日以内`;
    expect(factProblems(`現場蔵Padの担当者から、${later}にご連絡します。`, published)).toHaveLength(1);
  });

  it("hold when a requested document's PDF is sent (C15)", async () => {
    const published = await facts();
    expect(factProblems(`${documentPdfWithin}に、資料のPDFをお送りします。`, published)).toEqual([]);
    expect(factProblems("会社名とご連絡先を入力すると、製品資料をすぐにお送りします。", published)).toEqual([
      expect.stringContaining("company.documentDelivery"),
    ]);
  });
});
