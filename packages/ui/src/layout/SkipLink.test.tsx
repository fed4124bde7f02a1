import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SkipLink } from "./SkipLink";

describe("SkipLink", () => {
  it("jumps to #main", () => {
    expect(renderToString(<SkipLink />)).toBe('<a class="g-skip-link" href="#main">本文へスキップ</a>');
  });
});
