import { entryByPath } from "@genbagura/routing/routeKit";
import { thanksPage } from "@genbagura/ui/pageKinds";
import { formPage } from "./kinds";

// The server halves of the pages of ./requestRoutes.ts: never in a browser build.

const forms = () => import("../../content/requests").then((module) => module.requestFormPages);
const thanks = () => import("../../content/requests").then((module) => module.requestThanksPages);

export const request = formPage.server({
  title: "無料トライアル・お見積もりのお申し込み",
  description:
    "現場蔵クラウドとアプリの無料トライアル、現場蔵Padの貸し出し、台数やアカウント数に合わせたお見積もりを申し込めるフォームです。トライアル中のデータはご契約後も使えます。",
  content: entryByPath(forms),
});

export const requestThanks = thanksPage.server({
  title: "無料トライアル・お見積もりの受付完了",
  description:
    "無料トライアル・お見積もりのお申し込みを受け付けたことをお知らせするページです。トライアルの始め方、お見積書の確認、貸し出し機の発送、ご契約のご相談までの流れをご案内します。",
  content: entryByPath(thanks),
});

export const survey = formPage.server({
  title: "現場蔵についてのアンケート",
  description:
    "現場蔵をお使いの方に、使い心地やご要望をうかがうアンケートです。満足度とご意見を3分ほどでご回答いただけます。いただいた声は製品の改善とサポートの見直しに活かします。",
  content: entryByPath(forms),
});

export const surveyThanks = thanksPage.server({
  title: "アンケートのご回答完了",
  description:
    "現場蔵についてのアンケートへのご回答が完了したことをお知らせするページです。いただいたご意見の扱いと、操作でお困りの場合の担当者からのご連絡についてご案内します。",
  content: entryByPath(thanks),
});

export const supportSurveyFirstTrial = formPage.server({
  title: "無料トライアルご利用アンケート",
  description:
    "無料トライアルをお使いいただいた方へのアンケートです。試した機能の満足度や使い始めで迷った点をうかがい、内容に応じて担当者から使い方のご案内や、プランとお見積もりのご相談をします。",
  content: entryByPath(forms),
});

export const supportSurveyFirstTrialThanks = thanksPage.server({
  title: "無料トライアルアンケートのご回答完了",
  description:
    "無料トライアルご利用アンケートへのご回答が完了したことをお知らせするページです。回答内容の扱いと、操作でお困りの場合の担当者からのご連絡、プランのご相談の窓口をご案内します。",
  content: entryByPath(thanks),
});
