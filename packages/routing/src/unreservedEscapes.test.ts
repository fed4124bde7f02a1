import { describe, expect, it } from "vitest";
import { decodeUnreservedEscapes } from "./unreservedEscapes";

describe("decodeUnreservedEscapes", () => {
  it("decodes escaped letters, digits and - . _ ~", () => {
    expect(decodeUnreservedEscapes("/all%5Fcontact")).toBe("/all_contact");
    expect(decodeUnreservedEscapes("/%63loud%2Dapp%2e%7E%5f")).toBe("/cloud-app.~_");
  });

  it("keeps every other escape, so separators and non-ASCII stay encoded", () => {
    for (const path of ["/a%2Fb", "/a%5Cb", "/%E3%81%82", "/a%20b", "/a%25b", "/%2e%2", "/100%"]) {
      expect(decodeUnreservedEscapes(path).replace(/%2e/gi, ".")).toBe(path.replace(/%2e/gi, "."));
    }
  });
});
