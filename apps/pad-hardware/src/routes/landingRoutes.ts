import type { RouteRegistration } from "@genbagura/routing";
import { trail } from "@genbagura/routing/routeKit";
import { landingPage } from "@genbagura/ui/pageKinds";
import { adLandingPage } from "./kinds";
import * as server from "./landingRoutes.server";

type Variant = "01" | "02";

/** An advertising page of one product, `/adlp/products/<slug>/<variant>`, and its breadcrumb label (its title). */
export interface ProductLanding {
  slug: string;
  variant: Variant;
  label: string;
}

/** Advertising pages of single products; their copy lives in `content/landing/adlpProducts.ts`. */
const productLandings: readonly ProductLanding[] = [
  { slug: "pad", variant: "01", label: "黒板を持たずに工事写真を撮る 現場蔵Pad" },
  { slug: "pad_dx", variant: "01", label: "図面を開いたまま撮影する 現場蔵Pad DX" },
  { slug: "pad_dx", variant: "02", label: "現場蔵Pad DXの無料貸し出し" },
  { slug: "pad_mini", variant: "01", label: "片手で撮れる8 インチ 現場蔵Pad Mini" },
  { slug: "pad_mini", variant: "02", label: "現場蔵Pad Miniの無料貸し出し" },
  { slug: "pad_tough_10", variant: "01", label: "大きな画面のタフタブレット 現場蔵Pad Tough 10" },
  { slug: "pad_tough_10", variant: "02", label: "現場蔵Pad Tough 10の無料貸し出し" },
  { slug: "pad_tough", variant: "01", label: "雨の日も撮影を止めない 現場蔵Pad Tough" },
  { slug: "pad_tough", variant: "02", label: "現場蔵Pad Toughの無料貸し出し" },
  { slug: "pocket_tough", variant: "01", label: "ポケットに入るタフな電子小黒板 現場蔵Pocket Tough" },
  { slug: "pocket_tough", variant: "02", label: "現場蔵Pocket Toughの無料貸し出し" },
  { slug: "pocket", variant: "01", label: "胸ポケットから黒板付きの一枚を 現場蔵Pocket" },
  { slug: "pocket", variant: "02", label: "現場蔵Pocketの無料貸し出し" },
];

/**
 * Landing pages: the adlp pages (simple header, their own short form, proof from news's cases) and the Pad
 * Tough mailing and loan pages.
 */
export const landingRoutes: RouteRegistration[] = [
  adLandingPage({
    path: "/adlp/pad",
    reads: ["news"],
    server: server.adlpPad,
    breadcrumbs: trail("現場蔵Padシリーズ"),
  }),
  adLandingPage({
    path: "/adlp/tough_tablet",
    reads: ["news"],
    server: server.adlpToughTablet,
    breadcrumbs: trail("タフネスタブレット"),
  }),
  ...productLandings.map((landing) =>
    adLandingPage({
      path: `/adlp/products/${landing.slug}/${landing.variant}`,
      reads: ["news"],
      breadcrumbs: trail(landing.label),
      // The server module is empty in a browser build: no server half there.
      server: server.productLandingPage?.(landing),
    }),
  ),
  landingPage({
    path: "/pad/tough/lp_dm",
    server: server.padToughLpDm,
    breadcrumbs: trail("ダイレクトメールのご案内", {
      label: "現場蔵Pad Tough",
      href: "/pad/tough",
    }),
  }),
  landingPage({
    path: "/pad/tough/taikan",
    server: server.padToughTaikan,
    layout: "default",
    breadcrumbs: trail("無料貸し出し", { label: "現場蔵Pad Tough", href: "/pad/tough" }),
  }),
];
