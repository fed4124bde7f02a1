import { entryByPath } from "@genbagura/routing/routeKit";
import { standardPage } from "@genbagura/ui/pageKinds";

// The server halves of the pages of ./supportRoutes.ts: never in a browser build.

const pages = () => import("../../content/support").then((module) => module.supportPages);

export const support = standardPage.server({
  title: "サポート",
  description:
    "ご利用中の現場蔵の製品について、製品ごとのよくあるご質問、使い方のガイドと動画、ソフトウェアのダウンロード、ライセンスの解除、故障と修理のご依頼の方法をまとめています。",
  content: entryByPath(pages),
});
