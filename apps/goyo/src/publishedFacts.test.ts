import { factProblems } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import { goyoTrial } from "../content/goyo/trialTerms";
import { kokubanFacts, kokubanOsText } from "../content/kokuban/facts";
import { facts } from "./publishedFacts";

describe("the blackboard app's published facts", () => {
  it("accept the record's own wording and refuse the version before it", async () => {
    const published = await facts();
    expect(factProblems(`現場蔵 工事黒板は${kokubanOsText}で使えます。`, published)).toEqual([]);
    const older = kokubanFacts.minimumIos - 1;
    expect(factProblems(`現場蔵 工事黒板は、iOS ${older}以降のiPhoneで使えます。`, published)).toHaveLength(
      1,
    );
  });

  it("tell the two trials apart: 御用達DX's months and the app's days", async () => {
    const published = await facts();
    const dx = `御用達DXは${goyoTrial.months}か月間、無料でお試しいただけます。`;
    const app = `現場蔵 工事黒板は${kokubanFacts.trialDays}日間、無料でお試しいただけます。`;
    expect(factProblems(`${dx}${app}`, published)).toEqual([]);
    expect(
      factProblems(`現場蔵 工事黒板は${goyoTrial.months}か月間、無料でお試しいただけます。`, published),
    ).toHaveLength(1);
  });
});
