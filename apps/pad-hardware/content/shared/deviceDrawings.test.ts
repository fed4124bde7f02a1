import { deviceCanvas, portLabel } from "@genbagura/illustrations";
import { describe, expect, it } from "vitest";
import { devices } from "../catalogue";
import { deviceViewsOf } from "./deviceDrawings";
import { productPage } from "./productPage";
import { specTableOf } from "./specTables";

const svgSource = (src: string) => decodeURIComponent(src.replace("data:image/svg+xml,", ""));

/** Every rectangle's horizontal extent in a drawing. */
function rectangles(svg: string): { x: number; width: number }[] {
  return [...svg.matchAll(/<rect x="(-?[\d.]+)" y="[^"]*" width="([\d.]+)"/g)].map((match) => ({
    x: Number(match[1]),
    width: Number(match[2]),
  }));
}

describe.each(devices.map((device) => [device.id, device] as const))("the drawings of %s", (_id, device) => {
  const views = deviceViewsOf(device);

  it("show the size the record gives, and each port it lists", () => {
    const front = svgSource(views[0].src);
    const [width, height] = /([\d.]+)×([\d.]+)×/.exec(device.spec.dimensions)?.slice(1) ?? [];
    expect(front).toContain(`>${width} mm<`);
    expect(front).toContain(`>${height} mm<`);
    for (const port of device.ports) expect(views[2].alt).toContain(portLabel(port));
  });

  it("keep the side view's ports and their enlargement inside the canvas", () => {
    for (const { x, width } of rectangles(svgSource(views[2].src))) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(deviceCanvas.width);
    }
  });

  it("list the same ports in the spec table", () => {
    const row = specTableOf(device).rows.find((entry) => entry.label === "端子");
    expect(row?.value).toBe(device.ports.map(portLabel).join("、"));
  });
});

it("a device's product page shows the front in its hero and the other three views after it", () => {
  const device = devices[0];
  if (!device) throw new Error("no device in the catalogue");
  const content = productPage({
    productId: device.id,
    lead: "試験",
    features: [
      { heading: "一", paragraphs: ["一"] },
      { heading: "二", paragraphs: ["二"] },
      { heading: "三", paragraphs: ["三"] },
    ],
    faq: [
      { question: "一", answer: "一" },
      { question: "二", answer: "二" },
      { question: "三", answer: "三" },
    ],
    relatedCase: { label: "事例", href: "/case" },
    callToActionBody: "試験",
  });
  expect(content.views?.front.view).toBe("front");
  expect(content.views?.others.map((view) => view.view)).toEqual(["back", "side", "inUse"]);
});
