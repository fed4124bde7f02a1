import { productById } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { type LedgerEdition, ledgerEditions } from "../content/lifecycle";

// The site's product list marks the yearly 御用達 line ended (the header's menu and home leave it out);
// this record is where its editions' support ends are stated, so the two may not disagree.
describe("the 御用達 line in the site's product list", () => {
  it("is marked ended exactly when every yearly edition's support has ended", () => {
    const { goyoDx, ...yearly } = ledgerEditions;
    const editions: LedgerEdition[] = Object.values(yearly);
    expect(editions.length).toBeGreaterThan(0);
    const allEnded = editions.every((edition) => edition.supportEndedOn !== undefined);
    expect(productById("goyo").supportEnded === true).toBe(allEnded);
    const dx: LedgerEdition = goyoDx;
    expect(dx.supportEndedOn === undefined).toBe(productById("goyo-dx").supportEnded === undefined);
  });
});
