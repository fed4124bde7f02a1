import type { RouteRegistration } from "@genbagura/routing";
import { cloudCrumb, cloudProductPage } from "./kinds";
import * as server from "./productRoutes.server";

/** Products that work with the cloud: the cloud camera and the drawing capture software. */
export const productRoutes: RouteRegistration[] = [
  cloudProductPage({
    path: "/pix",
    server: server.pix,
    breadcrumbs: [cloudCrumb, { label: "現場蔵Pix" }],
    reads: ["news"],
  }),
  cloudProductPage({
    path: "/zumencapture",
    server: server.zumencapture,
    breadcrumbs: [cloudCrumb, { label: "現場蔵 図面キャプチャー" }],
  }),
];
