import { printedFactProblems, type RecordedFact } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import { printedText } from "./printedText";
import { renderDocument, type SiteDocument } from "./render";
import { SpecSheet, type SpecSheetData } from "./templates/SpecSheet";
import { readPdf } from "./testing/pdfText";

const padRating: RecordedFact = {
  id: "pad.ipRating",
  kind: "ingress",
  subjects: ["現場蔵Pad"],
  values: ["54"],
};

// A warranty long enough to wrap over several printed lines, its claim in the middle of the sentence.
const wrappingClaim =
  "保証期間中に現場で水をかぶって動かなくなった場合も、現場蔵Padは防塵・防水等級IP68の本体ですので、修理ではなく点検のうえで同じ端末をそのままお返しし、作業の中断をできるだけ短くします。";

const sheet = (warranty: string): SiteDocument => {
  const data: SpecSheetData = {
    name: "現場蔵Pad",
    sku: "GB-PAD-01",
    summary: "工事写真専用のタブレットです。",
    pagePath: "/pad",
    price: "1,100円(税込)",
    preTaxPrice: "税抜 1,000円",
    spec: [
      { label: "防塵・防水", value: "IP54(防塵・防滴)" },
      { label: "重さ", value: "約500g" },
    ],
    includedItems: ["本体", "充電器"],
    includedSoftware: [],
    warranty,
    relatedPrices: [],
    notes: ["※価格は消費税を含みます。"],
    drawing: "pad",
  };
  return {
    file: "documents/pad-spec.pdf",
    render: (issuedOn) => <SpecSheet data={data} issuedOn={issuedOn} />,
  };
};

const issuedOn = new Date("2026-11-02T00:00:00+09:00");

describe("printedText", () => {
  const printed = printedText(sheet(wrappingClaim), issuedOn);

  it("gives the PDF's title and each paragraph whole, however it wraps", () => {
    expect(printed.title).toBe("現場蔵Pad 仕様書 | 現場蔵");
    expect(printed.lines).toContain(wrappingClaim);
    expect(printed.lines).toContain("工事写真専用のタブレットです。");
  });

  it("reads a table row as one line with its cells apart, and a list item with its mark", () => {
    expect(printed.lines).toContain("防塵・防水 | IP54(防塵・防滴)");
    expect(printed.lines).toContain("重さ | 約500g");
    expect(printed.lines).toContain("・本体");
  });

  it("lets the fact check catch a claim that the PDF prints across a line break", async () => {
    const pdf = await readPdf(await renderDocument(sheet(wrappingClaim), issuedOn));
    // The PDF itself breaks the sentence: no printed line holds it whole.
    expect(pdf.lines.some((line) => line.includes("IP68") && line.includes("お返し"))).toBe(false);
    expect(printedFactProblems(printed, [padRating])).toEqual([
      expect.stringContaining("pad.ipRating records 54"),
    ]);
    expect(printedFactProblems(printedText(sheet("保証期間は1年です。"), issuedOn), [padRating])).toEqual([]);
  });
});
