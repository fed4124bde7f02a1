import { describe, expect, it } from "vitest";
import { allowedRedirectHosts } from "./allowedRedirectHosts";
import { redirectTable } from "./redirectTable";

describe("allowedRedirectHosts", () => {
  it("lists exactly the hosts the table sends visitors to", () => {
    const usedHosts = redirectTable
      .filter((rule) => rule.to.startsWith("https://"))
      .map((rule) => new URL(rule.to).host);
    expect([...new Set(usedHosts)].sort()).toEqual([...allowedRedirectHosts].sort());
  });
});
