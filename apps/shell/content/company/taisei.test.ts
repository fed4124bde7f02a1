import { describe, expect, it } from "vitest";
import { catalogue } from "../../../pad-hardware/content/catalogue";
import { specRows } from "../../../pad-hardware/content/shared/specTables";
import { contactNextSteps } from "../../../support/content/shared";
import { taiseiContent } from "./taisei";

/**
 * /taisei's service levels are stated where they are kept: the reply time by the contact forms (support,
 * contradiction C14) and the replacement-unit shipping by the care record (pad-hardware, C13).
 */
const rows = taiseiContent.blocks.flatMap((block) => (block.kind === "table" ? block.rows : []));
const target = (item: string) => rows.find((row) => row[0] === item)?.[1] ?? "";

describe("/taisei's service levels", () => {
  it("promise the first reply to a form as the forms themselves do", () => {
    const promise = contactNextSteps.steps
      .map((step) => /(\d+営業日以内)/u.exec(step.body)?.[1])
      .find((value) => value !== undefined);
    expect(promise).toBeTruthy();
    expect(target("フォーム・メールへの最初の回答")).toContain(promise);
  });

  it("ship the replacement unit as the care record says", () => {
    const rules = catalogue
      .filter((product) => product.kind === "care")
      .flatMap((care) => specRows(care.spec))
      .filter((row) => row.label === "代替機")
      .map((row) => row.value.replace(/に発送$/u, ""));
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(target("代替機の発送")).toBe(rule);
  });
});
