import type { ActionLink, CallToActionData, ContentBlock, FaqData, FaqItem, LinkItem } from "@genbagura/ui";
import { cloudPlanById, cloudPlanFeature, cloudTrial, entryPaidPlan, planNamesOffering } from "./plans";
import type { CloudFeatureId, CloudPlanId } from "./planTypes";
import { monthlyPriceLabel } from "./priceFormat";

/** Links, calls to action and small sections that many cloud pages share, written once. */

export const cloudFaqLink: LinkItem = {
  label: "現場蔵クラウドのよくあるご質問をすべて見る",
  href: "/faq/cloud",
};

/** Every page of the family by path, with link text that says where it goes. */
export const cloudPageLinks = {
  top: { label: "現場蔵クラウドのトップ", href: "/cloud" },
  overview: { label: "現場蔵クラウドの機能一覧", href: "/cloud/overview" },
  start: { label: "現場蔵クラウドのはじめかた", href: "/cloud/start" },
  plan: { label: "料金プラン", href: "/cloud/plan" },
  planChart: { label: "プラン別の機能比較表", href: "/cloud/plan/chart" },
  compare: { label: "紙やファイル共有との比較", href: "/cloud/compare" },
  login: { label: "サインインの方法", href: "/cloud/login" },
  administer: { label: "管理者機能", href: "/cloud/administer" },
  kanri: { label: "現場ごとの管理", href: "/cloud/kanri" },
  shashin: { label: "工事写真の共有", href: "/cloud/shashin" },
  kokuban: { label: "電子小黒板", href: "/cloud/kokuban" },
  ikkatsukokuban: { label: "一括黒板作成", href: "/cloud/ikkatsukokuban" },
  ikkatsupdf: { label: "一括PDF出力", href: "/cloud/ikkatsupdf" },
  zumen: { label: "図面の共有", href: "/cloud/zumen" },
  houkoku: { label: "現場からの報告", href: "/cloud/houkoku" },
  houkokusho: { label: "報告書の作成", href: "/cloud/houkokusho" },
  chats: { label: "現場チャット", href: "/cloud/chats" },
  daichou: { label: "工事写真台帳", href: "/cloud/daichou" },
  daichouView: { label: "台帳の閲覧リンク", href: "/cloud/daichou_view" },
  app: { label: "iPhone・iPadアプリ", href: "/cloud/app" },
  appCompare: { label: "アプリの無料版と有料版の違い", href: "/cloud/app/compare" },
  appLicense: { label: "アプリのライセンス", href: "/cloud/app/compare/license" },
  appTrial: { label: "無料トライアルの始め方", href: "/cloud/app/compare/trial" },
  pix: { label: "現場蔵Pix", href: "/pix" },
  zumencapture: { label: "現場蔵 図面キャプチャー", href: "/zumencapture" },
} as const satisfies Record<string, LinkItem>;

export type CloudPageKey = keyof typeof cloudPageLinks;

/** The plan the free trial opens (the trial record's `planId`). */
export const trialPlan = cloudPlanById(cloudTrial.planId);

/** 「スタンダードプランのすべての機能」: what the free trial includes, in the words every page uses. */
export const trialScope = `${trialPlan.name}プランのすべての機能`;

export const trialAction: ActionLink = {
  label: "無料トライアルを申し込む",
  href: "/cloud/app/compare/trial",
};
export const documentAction: ActionLink = { label: "現場蔵クラウドの資料を請求する", href: "/document" };
export const contactAction: ActionLink = { label: "導入について問い合わせる", href: "/contact" };

/** Each plan's button on the plan page: the free plan starts at once, a paid one by trial or by quote. */
export const planActions: Readonly<Record<CloudPlanId, ActionLink>> = {
  free: { label: "無料で使いはじめる", href: "/cloud/start" },
  lite: trialAction,
  standard: trialAction,
  premium: { label: "見積もりを依頼する", href: "/request" },
};

/** The closing call to action of most cloud pages: trial first, then documents and contact. */
export function cloudCallToAction(heading = "現場蔵クラウドを試してみませんか"): CallToActionData {
  return {
    heading,
    body: `${trialScope}を${cloudTrial.months}か月間無料でお試しいただけます。お申し込みから最短${cloudTrial.minutesToStart}分で使い始められ、無料期間が終わっても自動で課金されることはありません。`,
    source: "cloud.trial",
    actions: [
      trialAction,
      { ...documentAction, variant: "secondary" },
      { ...contactAction, variant: "secondary" },
    ],
  };
}

/** Links to sibling pages of the family, always ending with the cloud FAQ. */
export function relatedCloudPages(keys: readonly CloudPageKey[], heading = "関連する機能"): ContentBlock {
  return {
    kind: "relatedLinks",
    heading,
    links: [...keys.map((key) => cloudPageLinks[key]), cloudFaqLink],
  };
}

/** The FAQ excerpt of a page; it always ends with the link to the full cloud FAQ. */
export function cloudFaq(items: readonly [FaqItem, FaqItem, FaqItem, ...FaqItem[]]): FaqData {
  return { heading: "よくあるご質問", items, more: cloudFaqLink };
}

/** Whether the free trial includes a feature, from the trial record and the plan's availability. */
function trialNote(feature: CloudFeatureId): string {
  return cloudPlanFeature(feature).availability[trialPlan.id] === false
    ? `無料トライアルは${trialScope}が対象のため、この機能はお試しいただけません。`
    : `無料トライアル中も、${trialScope}としてお試しいただけます。`;
}

/** A FAQ answer built from the plan data, so "which plans have it" never goes stale. */
export function planAvailabilityFaq(feature: CloudFeatureId, featureName: string): FaqItem {
  return {
    question: `${featureName}はどのプランで使えますか。`,
    answer: `${planNamesOffering(feature)}でお使いいただけます。有料プランは${monthlyPriceLabel(entryPaidPlan())}からです。${trialNote(feature)}`,
    links: [cloudPageLinks.planChart],
  };
}

/** Related case studies (the news family publishes them). */
export const cloudCases = {
  sharing: {
    label: "夕方の写真の手渡しをやめた土木会社の導入事例を読む",
    href: "/case/011",
    description: "複数人で撮った出来形写真をクラウドで集め、翌日の立会資料づくりの残業をなくしました。",
  },
  division: {
    label: "現場と事務所で写真整理を分業した舗装会社の導入事例を読む",
    href: "/case/012",
    description: "1現場1万枚を超える写真の整理を、電子小黒板とクラウドで事務所と分け合いました。",
  },
  iPad: {
    label: "全社のiPadで電子小黒板アプリを使い始めた建設会社の導入事例を読む",
    href: "/case/008",
    description: "配備済みのiPadへアプリを入れ、端末を二重に持たなくても工事写真を撮れるようにしました。",
  },
  pix: {
    label: "協力業者の検査写真を本社で見渡せるようにした住宅会社の導入事例を読む",
    href: "/case/017",
    description: "現場蔵Pixで撮った検査写真がすぐ本社に届き、品質管理の担当者が全棟の状況を確認できます。",
  },
} as const satisfies Record<string, LinkItem>;
