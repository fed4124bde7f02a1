import type { RouteRegistration } from "@genbagura/routing";
import { standardPage, thanksPage } from "@genbagura/ui/pageKinds";
import * as server from "./contactRoutes.server";
import { formPage } from "./kinds";

const contactCrumb = { label: "お問い合わせ", href: "/contact" };

export const contactRoutes: RouteRegistration[] = [
  formPage({
    path: "/contact",
    server: server.contact,
    breadcrumbs: [{ label: "お問い合わせ" }],
  }),
  thanksPage({
    path: "/contact/thanks",
    server: server.contactThanks,
    breadcrumbs: [contactCrumb, { label: "受付完了" }],
  }),
  formPage({
    path: "/contact/for_enterprise",
    server: server.contactForEnterprise,
    breadcrumbs: [contactCrumb, { label: "法人・大規模導入" }],
  }),
  thanksPage({
    path: "/contact/for_enterprise/thanks",
    server: server.contactForEnterpriseThanks,
    breadcrumbs: [
      contactCrumb,
      { label: "法人・大規模導入", href: "/contact/for_enterprise" },
      { label: "受付完了" },
    ],
  }),
  formPage({
    path: "/contact/for_pad",
    server: server.contactForPad,
    breadcrumbs: [contactCrumb, { label: "現場蔵Pad" }],
  }),
  thanksPage({
    path: "/contact/for_pad/thanks",
    server: server.contactForPadThanks,
    breadcrumbs: [contactCrumb, { label: "現場蔵Pad", href: "/contact/for_pad" }, { label: "受付完了" }],
  }),
  formPage({
    path: "/contact/for_tough_tablet",
    server: server.contactForToughTablet,
    breadcrumbs: [contactCrumb, { label: "タフネスタブレット" }],
  }),
  thanksPage({
    path: "/contact/for_tough_tablet/thanks",
    server: server.contactForToughTabletThanks,
    breadcrumbs: [
      contactCrumb,
      { label: "タフネスタブレット", href: "/contact/for_tough_tablet" },
      { label: "受付完了" },
    ],
  }),
  formPage({
    path: "/contact/kokuban_ai",
    server: server.contactKokubanAi,
    breadcrumbs: [contactCrumb, { label: "AI工事黒板" }],
  }),
  thanksPage({
    path: "/contact/kokuban_ai/thanks",
    server: server.contactKokubanAiThanks,
    breadcrumbs: [contactCrumb, { label: "AI工事黒板", href: "/contact/kokuban_ai" }, { label: "受付完了" }],
  }),
  standardPage({
    path: "/contact_all",
    server: server.contactAll,
    breadcrumbs: [{ label: "お問い合わせ窓口のご案内" }],
  }),
];
