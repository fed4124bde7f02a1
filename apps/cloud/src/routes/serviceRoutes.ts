import type { RouteRegistration } from "@genbagura/routing";
import { contentRoute } from "@genbagura/routing/routeKit";
import { standardRoute } from "@genbagura/ui/routeKinds";
import type { CloudPlanPageData, CloudProductPageData } from "../../content/pageData";
import { cloudCrumb, cloudProductRoute } from "./cloudRoute";

/** The service's own pages: top, overview, getting started, plans, comparison and sign-in. */
export const serviceRoutes: RouteRegistration[] = [
  contentRoute<CloudProductPageData>({
    path: "/cloud",
    title: "現場蔵クラウド",
    description:
      "現場蔵クラウドは、工事写真・電子小黒板・図面・報告書をひとつにまとめ、現場と事務所で同時に使えるクラウドサービスです。撮った写真がすぐ事務所に届き、台帳づくりを分担できます。",
    reads: ["news"],
    content: async ({ context }) => {
      const [{ cloudTopContent }, { newsSection }, latestNews] = await Promise.all([
        import("../../content/pages/top"),
        import("../load/newsSection"),
        context.highlights("news", 3),
      ]);
      return {
        content: { ...cloudTopContent, blocks: [...(cloudTopContent.blocks ?? []), newsSection(latestNews)] },
      };
    },
    meta: async () => ({ ogImage: (await import("@genbagura/illustrations")).shareImagePath("cloud") }),
    page: () => import("../pages/CloudProductRoutePage"),
  }),
  cloudProductRoute({
    path: "/cloud/overview",
    title: "現場蔵クラウドの機能一覧",
    description:
      "現場蔵クラウドの機能を、現場で使う機能、事務所で使う機能、管理する人のための機能に分けてご紹介します。撮影から台帳の提出までの仕事の流れもあわせてご覧いただけます。",
    breadcrumbs: [cloudCrumb, { label: "機能一覧" }],
    content: async () => (await import("../../content/pages/overview")).cloudOverviewContent,
  }),
  cloudProductRoute({
    path: "/cloud/start",
    title: "現場蔵クラウドのはじめかた",
    description:
      "現場蔵クラウドを始める4つの手順をご案内します。アカウントの作成、アプリのインストール、現場の作成とメンバーの招待、黒板の用意まで、最短30分で撮影を始められます。",
    breadcrumbs: [cloudCrumb, { label: "はじめかた" }],
    guards: ["ios"],
    content: async () => (await import("../../content/pages/start")).cloudStartContent,
  }),
  contentRoute<CloudPlanPageData>({
    path: "/cloud/plan",
    title: "現場蔵クラウドの料金プラン",
    description:
      "現場蔵クラウドの料金プランをご案内します。フリー、ライト、スタンダード、プレミアムの4プランの月額・年額料金(税込)と、保存容量、ユーザー数、各プランでできることを比べられます。",
    breadcrumbs: [cloudCrumb, { label: "料金プラン" }],
    content: async ({ context }) => {
      const [{ cloudPlanContent }, { cloudPlans }, { planComparisonLinkBlock }] = await Promise.all([
        import("../../content/pages/plan"),
        import("../../content/plans"),
        import("../../content/documents"),
      ]);
      const blocksAfterPlans = [planComparisonLinkBlock(context), ...cloudPlanContent.blocksAfterPlans];
      return { content: { ...cloudPlanContent, blocksAfterPlans }, plans: cloudPlans() };
    },
    page: () => import("../pages/CloudPlanRoutePage"),
  }),
  standardRoute({
    path: "/cloud/plan/chart",
    title: "現場蔵クラウドのプラン別機能比較表",
    description:
      "現場蔵クラウドの4つのプランで使える機能を一覧表で比べられます。撮影、電子小黒板、台帳と書類、図面、管理とセキュリティ、サポートまで、プランごとの違いと上限をご確認ください。",
    breadcrumbs: [cloudCrumb, { label: "料金プラン", href: "/cloud/plan" }, { label: "機能比較表" }],
    content: async () => (await import("../../content/pages/planChart")).cloudPlanChartContent,
  }),
  cloudProductRoute({
    path: "/cloud/compare",
    title: "現場蔵クラウドと紙・ファイル共有サービスの比較",
    description:
      "木製の黒板と手作業での写真整理、汎用のファイル共有サービス、現場蔵クラウドを、黒板の用意から撮影、写真の受け渡し、仕分け、台帳づくりまでの流れで比べてご紹介します。",
    breadcrumbs: [cloudCrumb, { label: "紙やファイル共有サービスとの比較" }],
    content: async () => (await import("../../content/pages/compare")).cloudCompareContent,
  }),
  cloudProductRoute({
    path: "/cloud/login",
    title: "現場蔵クラウドへのサインイン",
    description:
      "現場蔵クラウドへのサインイン方法をご案内します。パソコンのWebブラウザとiPhone・iPadアプリからのサインイン、パスワードを忘れたときの再設定、ロックされたときの対処をまとめました。",
    breadcrumbs: [cloudCrumb, { label: "サインイン" }],
    content: async () => (await import("../../content/pages/login")).cloudLoginContent,
  }),
];
