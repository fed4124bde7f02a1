import { describe, expect, it } from "vitest";
import { isRedirectSource, redirectSourcePaths } from "./redirectSources";
import { redirectTable } from "./redirectTable";

describe("redirect sources", () => {
  it("lists every source of the table", () => {
    expect(redirectSourcePaths).toHaveLength(redirectTable.length);
    expect(redirectSourcePaths).toContain("/goyo/2021");
    expect(redirectSourcePaths).toContain("/faq/support");
  });

  it("tells redirected paths from pages", () => {
    expect(isRedirectSource("/hojokin/it2024/thanks")).toBe(true);
    expect(isRedirectSource("/faq/support/")).toBe(true);
    expect(isRedirectSource("/faq/support/cloud")).toBe(false);
    expect(isRedirectSource("/hojokin/it2025")).toBe(false);
  });
});
