import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Illustration } from "./Illustration";
import { illustrationNames } from "./names";

describe("Illustration", () => {
  it.each(illustrationNames)(
    "%s renders as an inline SVG with its dimensions and text alternative",
    (name) => {
      const html = renderToString(<Illustration name={name} alt="説明文" width={240} height={150} />);
      expect(html).toMatch(/^<svg[^>]*width="240"[^>]*height="150"[^>]*viewBox="0 0 320 200"/);
      expect(html).toMatch(/role="img" aria-labelledby="([^"]+)"><title id="\1">説明文<\/title>/);
      expect(html.length).toBeGreaterThan(400);
    },
  );

  it("hides a decorative drawing from assistive technology", () => {
    const html = renderToString(<Illustration name="chart" alt="" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain("<title");
    expect(html).not.toContain('role="img"');
  });

  it("gives each instance its own title id", () => {
    const html = renderToString(
      <>
        <Illustration name="hardHat" alt="ヘルメット" />
        <Illustration name="hardHat" alt="ヘルメット" />
      </>,
    );
    const ids = [...html.matchAll(/<title id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(2);
  });
});
