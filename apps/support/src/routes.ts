import { defineRoute, type RouteRegistration } from "@genbagura/routing";

const routes: RouteRegistration[] = [
  defineRoute({
    path: "/faq",
    layout: "default",
    title: "よくあるご質問",
    description: "現場蔵の製品・サービスについて、お客様から多く寄せられるご質問と回答をまとめています。",
    page: () => import("./pages/FaqTopPage"),
  }),
  defineRoute({
    path: "/faq/cloud",
    layout: "default",
    title: "現場蔵クラウドのよくあるご質問",
    description: "現場蔵クラウドの契約、容量、アカウント、写真の共有についてのよくあるご質問です。",
    breadcrumbs: [{ label: "よくあるご質問", href: "/faq" }, { label: "現場蔵クラウド" }],
    page: () => import("./pages/FaqCloudPage"),
  }),
];

export default routes;
