import { describe, expect, it } from "vitest";
import { launchDateOf, productsNamedIn, usedBeforeLaunch } from "./productLaunches";

describe("product launches", () => {
  it("dates a product by the release that launched it, and the always-available ones by none", () => {
    expect(launchDateOf("pix")).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
    expect(launchDateOf("cloud")).toBeUndefined();
  });

  it("reads the products a text names, the longest name first", () => {
    const named = (text: string) => productsNamedIn(text).sort();
    expect(named("現場蔵Pad Mini ToughとPad Tough 10、PowerKitとLEDクリップライト")).toEqual([
      "cliplight",
      "pad-mini-tough",
      "pad-tough-10",
      "powerkit",
    ]);
    expect(named("Pad・Pocketシリーズとデジタルカメラ、出来形管理、御用達2021")).toEqual(["pad", "pocket"]);
    expect(named("Pocket Tough 1台につき、現場蔵カメラと御用達DX")).toEqual([
      "cam",
      "goyo-dx",
      "pocket-tough",
    ]);
  });

  it("reports an entry dated before the launch of a product it names", () => {
    const launched = launchDateOf("pix") ?? "";
    expect(usedBeforeLaunch([{ key: "early", date: "2000-01-01", products: ["pix", "cloud"] }])).toEqual([
      `early pix ${launched}`,
    ]);
    expect(usedBeforeLaunch([{ key: "on time", date: launched, products: ["pix"] }])).toEqual([]);
  });
});
