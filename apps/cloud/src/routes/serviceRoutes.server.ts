import { standardPage } from "@genbagura/ui/pageKinds";
import { cloudPlans } from "../../content/plans";
import { cloudPlanPage, cloudProductPage } from "./kinds";

// The server halves of the pages of ./serviceRoutes.ts: never in a browser build.

export const cloud = cloudProductPage.server({
  title: "現場蔵クラウド",
  description:
    "現場蔵クラウドは、工事写真・電子小黒板・図面・報告書をひとつにまとめ、現場と事務所で同時に使えるクラウドサービスです。撮った写真がすぐ事務所に届き、台帳づくりを分担できます。",
  content: async ({ context }) => {
    const [{ cloudTopContent }, { newsSection }, latestNews, proof] = await Promise.all([
      import("../../content/pages/top"),
      import("../load/newsSection"),
      context.highlights("news", 3),
      import("../load/customerWall").then(({ cloudCustomerWall }) => cloudCustomerWall(context)),
    ]);
    return {
      ...cloudTopContent,
      ...(proof ? { proof } : {}),
      blocks: [...(cloudTopContent.blocks ?? []), newsSection(latestNews)],
    };
  },
  meta: async () => ({ ogImage: (await import("@genbagura/illustrations")).shareImagePath("cloud") }),
});

export const cloudOverview = cloudProductPage.server({
  title: "現場蔵クラウドの機能一覧",
  description:
    "現場蔵クラウドの機能を、現場で使う機能、事務所で使う機能、管理する人のための機能に分けてご紹介します。撮影から台帳の提出までの仕事の流れもあわせてご覧いただけます。",
  content: async () => (await import("../../content/pages/overview")).cloudOverviewContent,
});

export const cloudStart = cloudProductPage.server({
  title: "現場蔵クラウドのはじめかた",
  description:
    "現場蔵クラウドを始める4つの手順をご案内します。アカウントの作成、アプリのインストール、現場の作成とメンバーの招待、黒板の用意まで、最短30分で撮影を始められます。",
  content: async () => (await import("../../content/pages/start")).cloudStartContent,
});

export const cloudPlan = cloudPlanPage.server({
  title: "現場蔵クラウドの料金プラン",
  description:
    "現場蔵クラウドの料金プランをご案内します。フリー、ライト、スタンダード、プレミアムの4プランの月額・年額料金(税込)と、保存容量、ユーザー数、各プランでできることを比べられます。",
  content: async ({ context }) => {
    const [{ cloudPlanContent }, { cloudPlans }, { planComparisonLinkBlock }] = await Promise.all([
      import("../../content/pages/plan"),
      import("../../content/plans"),
      import("../../content/documents"),
    ]);
    const blocksAfterPlans = [planComparisonLinkBlock(context), ...cloudPlanContent.blocksAfterPlans];
    return { content: { ...cloudPlanContent, blocksAfterPlans }, plans: cloudPlans() };
  },
});

export const cloudPlanChart = standardPage.server({
  title: "現場蔵クラウドのプラン別機能比較表",
  description: `現場蔵クラウドの${cloudPlans().length}つのプランで使える機能を一覧表で比べられます。撮影、電子小黒板、台帳と書類、図面、管理とセキュリティ、サポートまで、プランごとの違いと上限をご確認ください。`,
  content: async () => (await import("../../content/pages/planChart")).cloudPlanChartContent,
});

export const cloudCompare = cloudProductPage.server({
  title: "現場蔵クラウドと紙・ファイル共有サービスの比較",
  description:
    "木製の黒板と手作業での写真整理、汎用のファイル共有サービス、現場蔵クラウドを、黒板の用意から撮影、写真の受け渡し、仕分け、台帳づくりまでの流れで比べてご紹介します。",
  content: async () => (await import("../../content/pages/compare")).cloudCompareContent,
});

export const cloudLogin = cloudProductPage.server({
  title: "現場蔵クラウドへのサインイン",
  description:
    "現場蔵クラウドへのサインイン方法をご案内します。パソコンのWebブラウザとiPhone・iPadアプリからのサインイン、パスワードを忘れたときの再設定、ロックされたときの対処をまとめました。",
  content: async () => (await import("../../content/pages/login")).cloudLoginContent,
});
