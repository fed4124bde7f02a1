import { describe, expect, it } from "vitest";
import {
  checkLicenceKey,
  completeLicenceKey,
  licenceCheckCharacter,
  licenceKeyAlphabet,
  maskLicenceKey,
} from "./licenceKey";

const validKey = completeLicenceKey("GYDX25014821739");

describe("checkLicenceKey", () => {
  it("accepts a key with a correct check character and returns its stored form", () => {
    expect(validKey).toBe("GYDX-2501-4821-7398");
    expect(checkLicenceKey(validKey)).toEqual({ ok: true, key: validKey });
  });

  it("accepts the same key typed without hyphens, in lower case, full width or with look-alike letters", () => {
    for (const typed of [
      "gydx250148217398",
      " GYDX 2501 4821 7398 ",
      "ＧＹＤＸ－２５０１－４８２１－７３９８",
      "GYDX-25O1-482I-7398",
    ]) {
      expect(checkLicenceKey(typed)).toEqual({ ok: true, key: validKey });
    }
  });

  it("reports a format problem for wrong lengths or characters outside the alphabet", () => {
    for (const typed of [
      "",
      "GYDX-2501-4821",
      "GYDX-2501-4821-73981",
      "GYDX-2501-4821-739U",
      "GYDX/2501/4821/7398",
      "御用達-2501-4821-7398",
    ]) {
      expect(checkLicenceKey(typed)).toEqual({ ok: false, problem: "format" });
    }
  });

  it("reports a checksum problem for every single mistyped character", () => {
    const characters = validKey.replaceAll("-", "");
    for (let position = 0; position < characters.length; position += 1) {
      for (const replacement of licenceKeyAlphabet) {
        if (replacement === characters[position]) continue;
        const typo = characters.slice(0, position) + replacement + characters.slice(position + 1);
        expect(checkLicenceKey(typo)).toEqual({ ok: false, problem: "checksum" });
      }
    }
  });

  it("reports a checksum problem when two different neighbours are swapped", () => {
    const characters = validKey.replaceAll("-", "");
    for (let position = 0; position < characters.length - 1; position += 1) {
      const [a, b] = [characters[position], characters[position + 1]];
      if (a === b) continue;
      const swapped = characters.slice(0, position) + b + a + characters.slice(position + 2);
      expect(checkLicenceKey(swapped).ok).toBe(false);
    }
  });
});

describe("licenceCheckCharacter", () => {
  it("refuses characters outside the alphabet", () => {
    expect(() => licenceCheckCharacter("GYDX2501482173U")).toThrow(RangeError);
  });
});

describe("maskLicenceKey", () => {
  it("keeps the first and last group only", () => {
    expect(maskLicenceKey(validKey)).toBe("GYDX-****-****-7398");
  });
});
