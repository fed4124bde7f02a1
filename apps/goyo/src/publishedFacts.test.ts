import { factProblems } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
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
});
