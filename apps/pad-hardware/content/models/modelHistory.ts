import type { ContentBlock, StandardPageContent } from "@genbagura/ui";
import { discontinuedModelById, productById } from "../catalogue";
import type { DeviceSpec } from "../catalogueTypes";
import { purchaseLinkOf } from "../shared/priceBlocks";
import { deviceSpecLabels, isDeviceSpec, specTableOf } from "../shared/specTables";

/** Two device specifications row by row: what changed between generations. */
export function specComparisonTable(
  caption: string,
  columns: readonly [string, string],
  [older, newer]: readonly [DeviceSpec, DeviceSpec],
): ContentBlock {
  const keys = Object.keys(deviceSpecLabels) as (keyof DeviceSpec)[];
  return {
    kind: "table",
    heading: "仕様の比較",
    caption,
    head: ["項目", ...columns],
    rows: keys.map((key) => [deviceSpecLabels[key], older[key], newer[key]]),
  };
}

export function deviceSpecOf(id: string): DeviceSpec {
  const record = productById(id);
  const spec = record.kind === "device" ? record.spec : undefined;
  if (!spec) throw new Error(`No device spec: ${id}`);
  return spec;
}

export function discontinuedSpecOf(id: string): DeviceSpec {
  const { spec } = discontinuedModelById(id);
  if (!isDeviceSpec(spec)) throw new Error(`No device spec: ${id}`);
  return spec;
}

/**
 * The page of a model no longer sold: that it has ended, how long repairs continue, its specification
 * and the model that replaced it. `story` says in the page's own words what the model was for.
 */
export function discontinuedModelPage(
  id: string,
  lead: string,
  story: readonly string[],
): StandardPageContent {
  const model = discontinuedModelById(id);
  const successor = productById(model.successorId);
  return {
    title: `${model.name}の仕様とサポート`,
    lead,
    blocks: [
      {
        kind: "notice",
        tone: "important",
        heading: "販売を終了しました",
        body: `${model.name}の販売は${model.salesEnded}に終了しました。修理は${model.repairsUntil}まで承ります。現在は後継の${successor.name}を販売しています。`,
        link: { label: `${successor.name}の製品ページを見る`, href: successor.pagePath },
      },
      { kind: "prose", heading: "この機種について", paragraphs: story },
      { kind: "specTable", heading: "仕様", ...specTableOf(model) },
      {
        kind: "prose",
        heading: "修理とサポート",
        paragraphs: [
          `修理の受付は${model.repairsUntil}までです。部品の在庫がなくなった場合は、期間内でも修理をお受けできないことがあります。`,
          "ソフトウェアの更新は、電子小黒板の不具合や改ざん検知に関わる修正を中心に、修理の受付期間中は続けます。",
        ],
      },
      {
        kind: "relatedLinks",
        heading: "後継機種",
        links: [
          {
            label: `${successor.name}の製品ページ`,
            href: successor.pagePath,
            description: successor.summary,
          },
          purchaseLinkOf(successor),
          { label: "修理のご依頼とサポート窓口", href: "/support" },
        ],
      },
    ],
  };
}
