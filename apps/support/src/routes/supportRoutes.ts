import type { RouteRegistration } from "@genbagura/routing";
import { entryByPath } from "@genbagura/routing/routeKit";
import { standardRoute } from "@genbagura/ui/routeKinds";

const pages = () => import("../../content/support").then((module) => module.supportPages);

export const supportRoutes: RouteRegistration[] = [
  standardRoute({
    path: "/support",
    title: "サポート",
    description:
      "ご利用中の現場蔵の製品について、製品ごとのよくあるご質問、使い方のガイドと動画、ソフトウェアのダウンロード、ライセンスの解除、故障と修理のご依頼の方法をまとめています。",
    content: entryByPath(pages),
  }),
];
