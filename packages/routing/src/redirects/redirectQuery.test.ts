import { describe, expect, it } from "vitest";
import { appendRequestQuery } from "./redirectQuery";

describe("appendRequestQuery", () => {
  it.each([
    ["/goyo", "", "/goyo"],
    ["/goyo", "?", "/goyo"],
    ["/goyo", "?a=1&b=%E3%81%82", "/goyo?a=1&b=%E3%81%82"],
    ["/goyo", "a=1", "/goyo?a=1"],
    ["/x?ct=fixed&mt=8", "?utm=1", "/x?ct=fixed&mt=8&utm=1"],
    ["/x?ct=fixed&mt=8", "?ct=forged&utm=1&&", "/x?ct=fixed&mt=8&utm=1"],
    ["/x?ct=fixed", "?c%74=forged", "/x?ct=fixed"],
    ["/x?ct=fixed", "?ct", "/x?ct=fixed"],
  ])("%s + %s -> %s", (target, search, expected) => {
    expect(appendRequestQuery(target, search)).toBe(expected);
  });
});
