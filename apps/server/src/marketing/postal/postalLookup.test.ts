import { describe, expect, it } from "vitest";
import { lookupPostalCode } from "./postalLookup";

describe("lookupPostalCode", () => {
  it("finds prefecture, city and town for a real code", () => {
    expect(lookupPostalCode("1000001")).toEqual({ pref: "東京都", city: "千代田区", town: "千代田" });
    expect(lookupPostalCode("0600000")).toEqual({ pref: "北海道", city: "札幌市中央区", town: "" });
  });

  it("finds an office building by its floor code", () => {
    expect(lookupPostalCode("1006001")).toEqual({
      pref: "東京都",
      city: "千代田区",
      town: "霞が関霞が関ビル",
    });
  });

  it("keeps only what several cities sharing a code have in common", () => {
    expect(lookupPostalCode("1900100")).toEqual({ pref: "東京都", city: "", town: "" });
  });

  it("leaves the town empty when the row holds a note instead of a town", () => {
    expect(lookupPostalCode("5220317")).toEqual({ pref: "滋賀県", city: "犬上郡多賀町", town: "" });
    expect(lookupPostalCode("4090142")).toMatchObject({ pref: "山梨県", town: "" });
  });

  it("finds nothing for a code that does not exist", () => {
    expect(lookupPostalCode("0000000")).toBeUndefined();
    expect(lookupPostalCode("1000099")).toBeUndefined();
  });
});
