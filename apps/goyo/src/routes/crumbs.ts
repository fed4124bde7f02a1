import type { Breadcrumb } from "@genbagura/routing";
import { navLinks } from "@genbagura/ui/navLinks";

/** The family pages that head the goyo breadcrumb trails. */
export const crumbs = {
  goyo: navLinks.goyo,
  goyoDx: navLinks.goyoDx,
  kokuban: navLinks.kokuban,
  dekigata: navLinks.dekigata,
  netis: { label: "NETIS登録", href: "/netis" },
  certificates: { label: "検定への対応", href: "/jcomsia/certificates" },
  ordermade: { label: "台帳オーダーメイド", href: "/ordermade/daicho/ordermade" },
  pickupHelp: { label: "御用達ピックアップ ヘルプ", href: "/software/pickup/v1/help" },
} as const satisfies Record<string, Breadcrumb>;
