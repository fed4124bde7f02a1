import type { RouteRegistration } from "@genbagura/routing";
import { legalPage } from "@genbagura/ui/pageKinds";
import * as server from "./termsRoutes.server";

const serviceCrumb = { label: "現場蔵サービス利用規約", href: "/terms/genbagura_service" };

export const termsRoutes: RouteRegistration[] = [
  legalPage({
    path: "/terms/genbagura_service",
    server: server.termsGenbaguraService,
    breadcrumbs: [{ label: "現場蔵サービス利用規約" }],
  }),
  legalPage({
    path: "/terms/genbagura_service/partner",
    server: server.termsGenbaguraServicePartner,
    breadcrumbs: [serviceCrumb, { label: "販売パートナー向け特約" }],
  }),
  legalPage({
    path: "/terms/genbagura_enterprise",
    server: server.termsGenbaguraEnterprise,
    breadcrumbs: [{ label: "現場蔵 法人向けサービス契約約款" }],
  }),
  legalPage({
    path: "/terms/genbagura_enterprise_ds",
    server: server.termsGenbaguraEnterpriseDs,
    breadcrumbs: [
      { label: "現場蔵 法人向けサービス契約約款", href: "/terms/genbagura_enterprise" },
      { label: "データ長期保管サービス特約" },
    ],
  }),
  legalPage({
    path: "/terms/genbagura_repair",
    server: server.termsGenbaguraRepair,
    breadcrumbs: [{ label: "現場蔵 ハードウェア修理規約" }],
  }),
];
