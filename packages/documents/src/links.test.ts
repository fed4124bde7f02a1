import { describe, expect, it } from "vitest";
import { documentLinkLabel, documentSizeText } from "./links";

describe("document links", () => {
  it("announces the size in KB below 1 MB and in MB above", () => {
    expect(documentSizeText(123_456)).toBe("約121 KB");
    expect(documentSizeText(300)).toBe("約1 KB");
    expect(documentSizeText(1_500_000)).toBe("約1.4 MB");
  });

  it("says what the link does, the format and the size", () => {
    expect(
      documentLinkLabel("仕様書をダウンロード", { href: "/assets/x/0123456789/a.pdf", bytes: 204_800 }),
    ).toBe("仕様書をダウンロード(PDF・約200 KB)");
  });
});
