import path from "node:path";
import { renderAndReadAll } from "@genbagura/documents/testing";
import { printedFactProblems } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import { planComparisonFile } from "../../content/documents";
import { cloudPlanFeatureGroups, cloudPlans } from "../../content/plans";
import {
  monthlyPriceLabel,
  siteLimitLabel,
  storageLabel,
  userLimitLabel,
  yearlyPriceLabel,
} from "../../content/priceFormat";
import { facts } from "../publishedFacts";
import { documents } from "./index";

/** The app, whose last commit dates its PDFs as its build does. */
const appDir = path.resolve(import.meta.dirname, "../..");

const compact = (text: string) => text.replace(/\s+/gu, "");

describe("the cloud plan comparison PDF", async () => {
  const parsed = await renderAndReadAll(documents, appDir);

  it("states no recorded fact of the family differently (the fact check, over the text publish reads)", async () => {
    const recorded = await facts();
    for (const [file, content] of parsed) {
      expect(printedFactProblems(content.printed, recorded), file).toEqual([]);
    }
  });
  const text = compact(parsed.get(planComparisonFile)?.text ?? "");

  it("prints every plan's name, prices, capacity and limits as the plan records have them", () => {
    for (const plan of cloudPlans()) {
      for (const value of [
        plan.name,
        monthlyPriceLabel(plan),
        yearlyPriceLabel(plan),
        storageLabel(plan),
        userLimitLabel(plan),
        siteLimitLabel(plan),
      ]) {
        expect(text, `${plan.id}: ${value}`).toContain(compact(value));
      }
    }
  });

  it("lists every feature of the comparison", () => {
    for (const feature of cloudPlanFeatureGroups().flatMap((group) => group.features)) {
      expect(text, feature.id).toContain(compact(feature.label));
    }
  });
});
