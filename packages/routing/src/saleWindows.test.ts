import { describe, expect, it } from "vitest";
import type { DatedEntry, SaleWindow } from "./contract";
import { saleWindowProblems } from "./saleWindows";

// Windows as the remotes publish them: a launch from its press release, an end of sale from its model record.
const windows: SaleWindow[] = [
  { id: "pad-mini.launched", subjects: ["現場蔵Pad Mini", "Pad Mini"], from: "2025-06-03" },
  { id: "pad.launched", subjects: ["現場蔵Pad"], from: "2015-11-02" },
  { id: "powerkit.launched", subjects: ["現場蔵PowerKit", "PowerKit"], from: "2024-09-10" },
  { id: "powerkit-1st.salesEnded", subjects: ["現場蔵PowerKit 初代"], until: "2024-03-31" },
];
const entry = (key: string, date: string, text: string): DatedEntry => ({ path: `/${key}`, key, date, text });

describe("the sale-window check", () => {
  it("refuses a case that uses a product before its launch, naming page, entry and record (C8)", () => {
    const early = entry(
      "case/003",
      "2019-12-31",
      "現場蔵Pad Mini\n街路樹の現場で、Pad Miniと現場蔵Padを使い分けています。",
    );
    expect(saleWindowProblems([early], windows)).toEqual([
      "/case/003: sale window: case/003 dated 2019-12-31 names 現場蔵Pad Mini, but pad-mini.launched says launched 2025-06-03",
    ]);
    expect(saleWindowProblems([{ ...early, date: "2025-12-31" }], windows)).toEqual([]);
  });

  it("refuses a campaign between a model's end of sale and its successor's launch (C7, C9)", () => {
    const gap = entry("campaign/20240603powerkit", "2024-06-03", "現場蔵PowerKitを25%割引");
    expect(saleWindowProblems([gap], windows)).toEqual([expect.stringContaining("powerkit.launched")]);
    const old = entry("campaign/202406", "2024-06-03", "現場蔵PowerKit 初代の在庫を割引");
    expect(saleWindowProblems([old], windows)).toEqual([expect.stringContaining("powerkit-1st.salesEnded")]);
    expect(saleWindowProblems([{ ...old, date: "2024-03-01" }], windows)).toEqual([]);
  });

  it("reads a longer name as that product, not the shorter one inside it", () => {
    expect(
      saleWindowProblems([entry("mailing/x", "2016-01-01", "現場蔵Pad Mini Toughは対象外です")], windows),
    ).toEqual([]);
  });
});
