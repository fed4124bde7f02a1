import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WholeAsides } from "./WholeAsides";

describe("WholeAsides", () => {
  it("keeps each bracketed aside in one unbreakable span, a line may end before it", () => {
    const html = renderToStaticMarkup(<WholeAsides text="平日 9:00〜18:00(土日祝日・年末年始を除く)" />);
    expect(html).toBe('平日 9:00〜18:00<wbr/><span class="g-whole-aside">(土日祝日・年末年始を除く)</span>');
  });

  it("takes full-width brackets and several asides", () => {
    const html = renderToStaticMarkup(<WholeAsides text="本社（東京）と支店（大阪）" />);
    expect(html).toBe(
      '本社<wbr/><span class="g-whole-aside">（東京）</span>と支店<wbr/><span class="g-whole-aside">（大阪）</span>',
    );
  });

  it("leaves text without an aside as it is", () => {
    expect(renderToStaticMarkup(<WholeAsides text="平日 9:00〜18:00" />)).toBe("平日 9:00〜18:00");
  });
});
