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

/** A product's advertising pages: 01 pitches the product, 02 offers its free loan (where it has one). */
function landingsOf(slug: string, name: string, pitch: string, loan = true): ProductLanding[] {
  return [
    { slug, variant: "01", label: `${pitch} ${name}` },
    ...(loan ? [{ slug, variant: "02" as const, label: `${name}の無料貸し出し` }] : []),
  ];
}

/** Advertising pages of single products; their copy lives in `content/landing/adlpProducts.ts`. */
const productLandings: readonly ProductLanding[] = [
  ...landingsOf("pad", "現場蔵Pad", "黒板を持たずに工事写真を撮る", false),
  ...landingsOf("pad_dx", "現場蔵Pad DX", "図面を開いたまま撮影する"),
  ...landingsOf("pad_mini", "現場蔵Pad Mini", "片手で撮れる8 インチ"),
  ...landingsOf("pad_tough_10", "現場蔵Pad Tough 10", "大きな画面のタフタブレット"),
  ...landingsOf("pad_tough", "現場蔵Pad Tough", "雨の日も撮影を止めない"),
  ...landingsOf("pocket_tough", "現場蔵Pocket Tough", "ポケットに入るタフな電子小黒板"),
  ...landingsOf("pocket", "現場蔵Pocket", "胸ポケットから黒板付きの一枚を"),
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
