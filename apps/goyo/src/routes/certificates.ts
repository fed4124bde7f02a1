import type { RouteRegistration } from "@genbagura/routing";
import { trail } from "@genbagura/routing/routeKit";
import { faqPage, specTablePage, standardPage } from "@genbagura/ui/pageKinds";
import * as server from "./certificates.server";
import { crumbs } from "./crumbs";

/** The J-COMSIA certifications of the blackboard apps and ledger software, and the NETIS registrations. */
export const certificateRoutes: RouteRegistration[] = [
  standardPage({
    path: "/jcomsia/certificates",
    server: server.jcomsiaCertificates,
    breadcrumbs: trail("検定への対応"),
  }),
  standardPage({
    path: "/jcomsia/certificates/kokuban",
    server: server.jcomsiaCertificatesKokuban,
    breadcrumbs: trail("工事黒板アプリ", crumbs.certificates),
  }),
  specTablePage({
    path: "/jcomsia/certificates/list",
    server: server.jcomsiaCertificatesList,
    breadcrumbs: trail("合格した製品の一覧", crumbs.certificates),
  }),
  standardPage({
    path: "/jcomsia/certificates_make",
    server: server.jcomsiaCertificatesMake,
    breadcrumbs: trail("証明書の作り方", crumbs.certificates),
  }),
  standardPage({
    path: "/netis",
    server: server.netis,
    breadcrumbs: trail("NETIS登録"),
  }),
  standardPage({
    path: "/netis/about",
    server: server.netisAbout,
    breadcrumbs: trail("NETISとは", crumbs.netis),
  }),
  standardPage({
    path: "/netis/howto",
    server: server.netisHowto,
    breadcrumbs: trail("活用の方法", crumbs.netis),
  }),
  faqPage({
    path: "/netis/faq",
    server: server.netisFaq,
    breadcrumbs: trail("よくあるご質問", crumbs.netis),
  }),
  specTablePage({
    path: "/netis/list",
    server: server.netisList,
    breadcrumbs: trail("登録技術の一覧", crumbs.netis),
  }),
];
