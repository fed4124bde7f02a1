import { renderAndReadAll } from "@genbagura/documents/testing";
import { printedFactProblems } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import { allBooklets, bookletFile } from "../../content/cases/caseBooklets";
import { bookletIds } from "../../content/cases/caseIds";
import { facts } from "../publishedFacts";
import { documents } from "./index";

const compact = (text: string) => text.replace(/\s+/gu, "");

describe("the case-study booklet PDFs", async () => {
  const parsed = await renderAndReadAll(documents);

  it("states no recorded fact of the family differently (the fact check, over the text publish reads)", async () => {
    const recorded = await facts();
    for (const [file, content] of parsed) {
      expect(printedFactProblems(content.printed, recorded), file).toEqual([]);
    }
  });

  it("has one PDF for every booklet a download form offers", () => {
    expect([...parsed.keys()].sort()).toEqual(bookletIds.map(bookletFile).sort());
  });

  it("prints each case's company, title and every figure as its thanks page shows them", () => {
    for (const { file, content } of allBooklets()) {
      const text = compact(parsed.get(file)?.text ?? "");
      expect(text, file).toContain(compact(content.title));
      for (const entry of content.cases) {
        expect(text, `${file}: ${entry.company}`).toContain(compact(`${entry.company}様`));
        expect(text, `${file}: ${entry.title}`).toContain(compact(entry.title));
        for (const figure of entry.figures) {
          expect(text, `${file}: ${figure.label}`).toContain(compact(figure.value));
          expect(text, `${file}: ${figure.label}`).toContain(compact(figure.label));
        }
      }
    }
  });

  it("shows the scene of each case's industry, once per case", () => {
    for (const { file, content } of allBooklets()) {
      expect(parsed.get(file)?.images, file).toBe(content.cases.length);
    }
  });
});
