import type { RouteRegistration } from "@genbagura/routing";
import { entryByPath } from "@genbagura/routing/routeKit";
import { thanksRoute } from "@genbagura/ui/routeKinds";
import { formRoute } from "./routeKinds";

const forms = () => import("../../content/requests").then((module) => module.requestFormPages);
const thanks = () => import("../../content/requests").then((module) => module.requestThanksPages);

const requestCrumb = { label: "無料トライアル・お見積もり", href: "/request" };
const surveyCrumb = { label: "アンケート", href: "/survey" };
const supportCrumb = { label: "サポート", href: "/support" };
const firstTrialCrumb = { label: "無料トライアルご利用アンケート", href: "/support/survey/first_trial" };

export const requestRoutes: RouteRegistration[] = [
  formRoute({
    path: "/request",
    title: "無料トライアル・お見積もりのお申し込み",
    description:
      "現場蔵クラウドとアプリの無料トライアル、現場蔵Padの貸し出し、台数やアカウント数に合わせたお見積もりを申し込めるフォームです。トライアル中のデータはご契約後も使えます。",
    breadcrumbs: [{ label: "無料トライアル・お見積もり" }],
    content: entryByPath(forms),
  }),
  thanksRoute({
    path: "/request/thanks",
    title: "無料トライアル・お見積もりの受付完了",
    description:
      "無料トライアル・お見積もりのお申し込みを受け付けたことをお知らせするページです。トライアルの始め方、お見積書の確認、貸し出し機の発送、ご契約のご相談までの流れをご案内します。",
    breadcrumbs: [requestCrumb, { label: "受付完了" }],
    content: entryByPath(thanks),
  }),
  formRoute({
    path: "/survey",
    title: "現場蔵についてのアンケート",
    description:
      "現場蔵をお使いの方に、使い心地やご要望をうかがうアンケートです。満足度とご意見を3分ほどでご回答いただけます。いただいた声は製品の改善とサポートの見直しに活かします。",
    breadcrumbs: [{ label: "アンケート" }],
    content: entryByPath(forms),
  }),
  thanksRoute({
    path: "/survey/thanks",
    title: "アンケートのご回答完了",
    description:
      "現場蔵についてのアンケートへのご回答が完了したことをお知らせするページです。いただいたご意見の扱いと、操作でお困りの場合の担当者からのご連絡についてご案内します。",
    breadcrumbs: [surveyCrumb, { label: "回答完了" }],
    content: entryByPath(thanks),
  }),
  formRoute({
    path: "/support/survey/first_trial",
    title: "無料トライアルご利用アンケート",
    description:
      "無料トライアルをお使いいただいた方へのアンケートです。試した機能の満足度や使い始めで迷った点をうかがい、内容に応じて担当者から使い方のご案内や、プランとお見積もりのご相談をします。",
    breadcrumbs: [supportCrumb, { label: "無料トライアルご利用アンケート" }],
    content: entryByPath(forms),
  }),
  thanksRoute({
    path: "/support/survey/first_trial/thanks",
    title: "無料トライアルアンケートのご回答完了",
    description:
      "無料トライアルご利用アンケートへのご回答が完了したことをお知らせするページです。回答内容の扱いと、操作でお困りの場合の担当者からのご連絡、プランのご相談の窓口をご案内します。",
    breadcrumbs: [supportCrumb, firstTrialCrumb, { label: "回答完了" }],
    content: entryByPath(thanks),
  }),
];
