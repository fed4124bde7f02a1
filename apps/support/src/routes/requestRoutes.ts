import type { RouteRegistration } from "@genbagura/routing";
import { thanksPage } from "@genbagura/ui/pageKinds";
import { formPage } from "./kinds";
import * as server from "./requestRoutes.server";

const requestCrumb = { label: "無料トライアル・お見積もり", href: "/request" };
const surveyCrumb = { label: "アンケート", href: "/survey" };
const supportCrumb = { label: "サポート", href: "/support" };
const firstTrialCrumb = { label: "無料トライアルご利用アンケート", href: "/support/survey/first_trial" };

export const requestRoutes: RouteRegistration[] = [
  formPage({
    path: "/request",
    server: server.request,
    breadcrumbs: [{ label: "無料トライアル・お見積もり" }],
  }),
  thanksPage({
    path: "/request/thanks",
    server: server.requestThanks,
    breadcrumbs: [requestCrumb, { label: "受付完了" }],
  }),
  formPage({
    path: "/survey",
    server: server.survey,
    breadcrumbs: [{ label: "アンケート" }],
  }),
  thanksPage({
    path: "/survey/thanks",
    server: server.surveyThanks,
    breadcrumbs: [surveyCrumb, { label: "回答完了" }],
  }),
  formPage({
    path: "/support/survey/first_trial",
    server: server.supportSurveyFirstTrial,
    breadcrumbs: [supportCrumb, { label: "無料トライアルご利用アンケート" }],
  }),
  thanksPage({
    path: "/support/survey/first_trial/thanks",
    server: server.supportSurveyFirstTrialThanks,
    breadcrumbs: [supportCrumb, firstTrialCrumb, { label: "回答完了" }],
  }),
];
