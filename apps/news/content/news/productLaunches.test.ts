import { describe, expect, it } from "vitest";
import { launchDateOf, namingsOf } from "./productLaunches";

describe("product launches", () => {
  it("dates a product by the release that launched it, and the always-available ones by none", () => {
    expect(launchDateOf("pix")).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
    expect(launchDateOf("cloud")).toBeUndefined();
  });

  it("names a product by its full name, and by the rest alone when the rest holds a Latin letter", () => {
    expect(namingsOf("pad-mini-tough")).toEqual(["現場蔵Pad Mini Tough", "Pad Mini Tough"]);
    expect(namingsOf("goyo-dx")).toEqual(["現場蔵 御用達DX", "御用達DX"]);
    // A bare カメラ is an ordinary word.
    expect(namingsOf("cam")).toEqual(["現場蔵カメラ"]);
  });
});
