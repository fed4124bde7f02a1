import { cloudProductPage } from "./kinds";

// The server halves of the pages of ./productRoutes.ts: never in a browser build.

export const pix = cloudProductPage.server({
  title: "クラウドカメラ「現場蔵Pix」",
  description:
    "現場蔵Pixは、撮影した工事写真をその場で現場蔵クラウドへ送る小型カメラです。手袋のまま押せる大きなボタン、IP67の防塵・防水性能を備え、電子小黒板入りの写真を事務所と共有できます。",
  content: async ({ context }) => {
    const [{ pixContent }, proof] = await Promise.all([
      import("../../content/pages/pix"),
      import("../load/customerWall").then(({ cloudCustomerWall }) => cloudCustomerWall(context)),
    ]);
    return proof ? { ...pixContent, proof } : pixContent;
  },
});

export const zumencapture = cloudProductPage.server({
  title: "現場蔵 図面キャプチャー",
  description:
    "現場蔵 図面キャプチャーは、CADから書き出した図面のPDFから必要な部分を切り出し、電子小黒板に貼る豆図にするPC用ソフトです。線を太くして背景を透明にでき、写真の中でも読みやすくなります。",
  content: async () => (await import("../../content/pages/zumencapture")).zumenCaptureContent,
});
