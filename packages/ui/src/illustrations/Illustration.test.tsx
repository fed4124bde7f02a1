import { drawing, drawings, illustrationNames } from "@genbagura/illustrations";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Illustration } from "./Illustration";

describe("Illustration", () => {
  it.each(illustrationNames)("%s is an <img> of its own file with its text alternative and size", (name) => {
    const html = renderToString(<Illustration illustration={drawing(name)} />);
    const { alt, width, height } = drawings[name];
    expect(html).toMatch(new RegExp(`^<img [^>]*src="[^"]*/${name}(\\.[0-9a-f]+)?\\.svg"`));
    expect(html).toContain(`alt="${alt}"`);
    expect(html).toContain(`width="${width}" height="${height}"`);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
  });

  it("loads the hero's drawing at once", () => {
    const html = renderToString(<Illustration illustration={drawing("padTough")} eager />);
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain('loading="lazy"');
  });
});
