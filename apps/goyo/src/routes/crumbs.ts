import type { Breadcrumb } from "@genbagura/routing";

/** The family pages that head the goyo breadcrumb trails. */
export const crumbs = {
  goyo: { label: "現場蔵 御用達", href: "/goyo" },
  goyoDx: { label: "現場蔵 御用達DX", href: "/goyo/dx" },
  kokuban: { label: "現場蔵 工事黒板", href: "/kokuban" },
  dekigata: { label: "現場蔵 出来形", href: "/dekigata" },
  netis: { label: "NETIS登録", href: "/netis" },
  certificates: { label: "検定への対応", href: "/jcomsia/certificates" },
  ordermade: { label: "台帳オーダーメイド", href: "/ordermade/daicho/ordermade" },
  pickupHelp: { label: "御用達ピックアップ ヘルプ", href: "/software/pickup/v1/help" },
} as const satisfies Record<string, Breadcrumb>;

/** A trail: the crumbs above the page, then the page's own label (without a link). */
export function trail(parents: readonly Breadcrumb[], label: string): Breadcrumb[] {
  return [...parents, { label }];
}
