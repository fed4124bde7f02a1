import type { RouteRegistration } from "@genbagura/routing";
import { cloudCrumb, cloudProductRoute } from "./cloudRoute";

/** Products that work with the cloud: the cloud camera and the drawing capture software. */
export const productRoutes: RouteRegistration[] = [
  cloudProductRoute({
    path: "/pix",
    title: "クラウドカメラ「現場蔵Pix」",
    description:
      "現場蔵Pixは、撮影した工事写真をその場で現場蔵クラウドへ送る小型カメラです。手袋のまま押せる大きなボタン、IP67の防塵・防水性能を備え、電子小黒板入りの写真を事務所と共有できます。",
    breadcrumbs: [cloudCrumb, { label: "現場蔵Pix" }],
    content: async () => (await import("../../content/pages/pix")).pixContent,
  }),
  cloudProductRoute({
    path: "/zumencapture",
    title: "現場蔵 図面キャプチャー",
    description:
      "現場蔵 図面キャプチャーは、CADから書き出した図面のPDFから必要な部分を切り出し、電子小黒板に貼る豆図にするPC用ソフトです。線を太くして背景を透明にでき、写真の中でも読みやすくなります。",
    breadcrumbs: [cloudCrumb, { label: "現場蔵 図面キャプチャー" }],
    content: async () => (await import("../../content/pages/zumencapture")).zumenCaptureContent,
  }),
];
