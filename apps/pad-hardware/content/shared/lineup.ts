import type { ContentBlock, LinkItem } from "@genbagura/ui";
import { formatPrice } from "@genbagura/ui";
import { devices } from "../catalogue";
import type { DeviceProduct } from "../catalogueTypes";

/** `8 インチ` from `8 インチ液晶(1,920×1,200ドット)、…` */
function screenSize(device: DeviceProduct): string {
  const end = device.spec.display.indexOf("インチ");
  return end < 0 ? device.spec.display : device.spec.display.slice(0, end + "インチ".length);
}

/** `IP68` from `IP68(防塵・防水等級)` */
function ipCode(device: DeviceProduct): string {
  return device.spec.ipRating.split("(")[0] ?? device.spec.ipRating;
}

function dropHeight(device: DeviceProduct): string {
  const height = /高さ([\d.]+ m)/u.exec(device.spec.dropTest)?.[1];
  return height ? `${height}の落下試験に準拠` : "—";
}

/** The line-up side by side: the comparison a visitor makes before choosing a model. */
export function lineupTable(
  models: readonly DeviceProduct[] = devices,
  caption = "現場蔵Pad・Pocketシリーズの比較",
): ContentBlock {
  return {
    kind: "table",
    heading: "機種の比較",
    caption,
    head: ["機種", "画面", "防塵・防水", "耐衝撃", "質量", "価格(税込)"],
    rows: models.map((device) => [
      device.name,
      screenSize(device),
      ipCode(device),
      dropHeight(device),
      device.spec.weight,
      formatPrice(device.price),
    ]),
    notes: ["価格は本体の税込価格です。仕様の詳細は各機種のページでご覧いただけます。"],
  };
}

/** Links to each model's page, with its summary. */
export function lineupLinks(
  models: readonly DeviceProduct[] = devices,
  heading = "ラインアップ",
): ContentBlock {
  const links: LinkItem[] = models.map((device) => ({
    label: `${device.name}の製品ページ`,
    href: device.pagePath,
    description: device.summary,
  }));
  return { kind: "relatedLinks", heading, links };
}
