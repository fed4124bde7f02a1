// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { type DeviceOutline, parseDimensions, parseDisplay } from "./deviceOutline";
import { deviceCanvas, deviceScale, deviceViews } from "./deviceViews";

const tablet: DeviceOutline = {
  name: "試験用タブレット",
  sku: "GB-TEST-1",
  widthMm: 200,
  heightMm: 120,
  depthMm: 10,
  screenInches: 8,
  screenAspect: 1.6,
  orientation: "landscape",
  rugged: true,
  swappableBattery: true,
  portEdge: "right",
  ports: [{ kind: "usbC", covered: true }, { kind: "audio" }],
};

function svgOf(src: string): Document {
  expect(src.startsWith("data:image/svg+xml,")).toBe(true);
  const source = decodeURIComponent(src.slice("data:image/svg+xml,".length));
  return new DOMParser().parseFromString(source, "image/svg+xml");
}

/** The first drawn rectangle inside the device group: the body. */
function bodyWidth(src: string): number {
  const group = svgOf(src).querySelector("g[transform]");
  return Number(group?.querySelector("rect")?.getAttribute("width"));
}

describe("reading a record", () => {
  it("reads 幅×高さ×厚さ and the screen from the spec's wording", () => {
    expect(parseDimensions("約224×136×16.0 mm")).toEqual({ widthMm: 224, heightMm: 136, depthMm: 16 });
    expect(parseDisplay("8 インチ液晶(1,920×1,200ドット)、最大輝度 700 nit")).toEqual({
      screenInches: 8,
      screenAspect: 1.6,
    });
    expect(() => parseDimensions("約224×136 mm")).toThrow(/幅×高さ×厚さ/);
    expect(() => parseDisplay("液晶")).toThrow(/Display/);
  });
});

describe("device views", () => {
  const views = deviceViews(tablet);

  it("draws four distinct views, each a self-contained SVG of the common canvas with a Japanese alt", () => {
    expect(views.map((view) => view.view)).toEqual(["front", "back", "side", "inUse"]);
    for (const view of views) {
      const document = svgOf(view.src);
      expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
      const root = document.documentElement;
      expect(root.getAttribute("viewBox")).toBe(`0 0 ${deviceCanvas.width} ${deviceCanvas.height}`);
      expect([view.width, view.height]).toEqual([deviceCanvas.width, deviceCanvas.height]);
      for (const forbidden of ["script", "foreignObject", "image", "use", "style", "a"])
        expect(document.getElementsByTagName(forbidden), forbidden).toHaveLength(0);
      expect(view.alt).toContain(tablet.name);
    }
    expect(new Set(views.map((view) => view.src)).size).toBe(4);
  });

  it("draws every device at one scale, so a larger record gives a proportionally larger body", () => {
    const larger = deviceViews({ ...tablet, widthMm: 260, heightMm: 170 });
    expect(bodyWidth(views[0].src)).toBeCloseTo(200 * deviceScale, 0);
    expect(bodyWidth(larger[0].src)).toBeCloseTo(260 * deviceScale, 0);
  });

  it("labels the record's ports on the side view and names them in its alt", () => {
    const side = svgOf(views[2].src).documentElement.textContent ?? "";
    expect(side).toContain("USB Type-C");
    expect(side).toContain("イヤホン");
    expect(views[2].alt).toContain("USB Type-C端子(防水キャップ付き)、イヤホン端子");
    expect(views[1].alt).toContain("交換式バッテリー");
    expect(deviceViews({ ...tablet, swappableBattery: false })[1].alt).not.toContain("交換式バッテリー");
  });
});
