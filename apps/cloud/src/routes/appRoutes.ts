import type { RouteRegistration } from "@genbagura/routing";
import { cloudCrumb, cloudProductRoute } from "./cloudRoute";

const appCrumb = { label: "iPhone・iPadアプリ", href: "/cloud/app" };
const compareCrumb = { label: "無料版と有料版の違い", href: "/cloud/app/compare" };

/** The iOS app: what it does, free versus licensed, licences and the trial. All carry the `ios` guard. */
export const appRoutes: RouteRegistration[] = [
  cloudProductRoute({
    path: "/cloud/app",
    title: "現場蔵クラウドアプリ(iPhone・iPad)",
    description:
      "現場蔵クラウドアプリは、電子小黒板入りの工事写真の撮影、図面の確認、日報の送信、現場チャットをiPhone・iPadでまとめて行える無料アプリです。電波のない場所でも撮影できます。",
    breadcrumbs: [cloudCrumb, { label: "iPhone・iPadアプリ" }],
    guards: ["ios"],
    content: async () => (await import("../../content/pages/app")).cloudAppContent,
  }),
  cloudProductRoute({
    path: "/cloud/app/compare",
    title: "現場蔵クラウドアプリの無料版と有料版の違い",
    description:
      "現場蔵クラウドアプリの無料版と有料版で使える機能を比べました。有料プランのライセンスを割り当てると、改ざん検知付きの撮影や黒板による写真の自動仕分けなどが使えるようになります。",
    breadcrumbs: [cloudCrumb, appCrumb, { label: "無料版と有料版の違い" }],
    guards: ["ios"],
    content: async () => (await import("../../content/pages/appCompare")).cloudAppCompareContent,
  }),
  cloudProductRoute({
    path: "/cloud/app/compare/license",
    title: "現場蔵クラウドアプリのライセンス",
    description:
      "現場蔵クラウドアプリの有料版は、会社で契約した有料プランのライセンスを社員に割り当てて使います。割り当て方、プランごとのライセンス数と料金、協力会社への割り当てをご案内します。",
    breadcrumbs: [cloudCrumb, appCrumb, compareCrumb, { label: "ライセンス" }],
    guards: ["ios"],
    content: async () => (await import("../../content/pages/appLicense")).cloudAppLicenseContent,
  }),
  cloudProductRoute({
    path: "/cloud/app/compare/trial",
    title: "現場蔵クラウドの無料トライアル",
    description:
      "現場蔵クラウドとアプリの有料版の機能を、2か月間無料でお試しいただけます。お申し込みはメールアドレスだけで、クレジットカードの登録は不要、期間後に自動で課金されることもありません。",
    breadcrumbs: [cloudCrumb, appCrumb, compareCrumb, { label: "無料トライアル" }],
    guards: ["ios"],
    content: async () => (await import("../../content/pages/appTrial")).cloudAppTrialContent,
  }),
];
