import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppScreen } from "./AppScreen";
import { screenNames } from "./screenNames";

describe("AppScreen", () => {
  for (const name of screenNames) {
    it(`draws ${name} at a fixed size with its text alternative`, () => {
      const html = renderToString(<AppScreen name={name} alt="現場蔵クラウドの画面" />);
      expect(html).toMatch(/^<svg[^>]*width="320" height="200"[^>]*role="img" aria-labelledby="([^"]+)"/);
      const labelledBy = html.match(/aria-labelledby="([^"]+)"/)?.[1];
      expect(html).toContain(`<title id="${labelledBy}">現場蔵クラウドの画面</title>`);
      // More than the backdrop: every screen draws its own device and content.
      expect(html.match(/<(rect|path|circle)\b/g)?.length ?? 0).toBeGreaterThan(8);
    });
  }

  it("draws each screen differently", () => {
    const drawings = screenNames.map((name) =>
      renderToString(<AppScreen name={name} alt="画面" />).replace(/id="[^"]+"|aria-labelledby="[^"]+"/g, ""),
    );
    expect(new Set(drawings).size).toBe(screenNames.length);
  });
});
