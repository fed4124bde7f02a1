import type { RouteRegistration } from "@genbagura/routing";
import { standardPage, thanksPage } from "@genbagura/ui/pageKinds";
import { licenceActivationsPage, licenceLoginPage } from "./kinds";
import * as server from "./licence.server";

const guideCrumb = { label: "ライセンス認証の解除", href: "/license-deregister" };

/** The licence deregistration flow (ARCHITECTURE.md section 5, guard `licence`). */
export const licenceRoutes: RouteRegistration[] = [
  standardPage({
    path: "/license-deregister",
    server: server.licenseDeregister,
    breadcrumbs: [{ label: "現場蔵 御用達", href: "/goyo" }, { label: guideCrumb.label }],
  }),
  licenceLoginPage({
    path: "/login",
    server: server.login,
    breadcrumbs: [guideCrumb, { label: "ログイン" }],
  }),
  licenceActivationsPage({
    path: "/license-deregister/license",
    server: server.licenseDeregisterLicense,
    breadcrumbs: [guideCrumb, { label: "認証されているパソコン" }],
    guards: ["licence"],
  }),
  thanksPage({
    path: "/thanks",
    server: server.thanks,
    breadcrumbs: [guideCrumb, { label: "解除の完了" }],
  }),
  standardPage({
    path: "/networkError",
    server: server.networkError,
    breadcrumbs: [guideCrumb, { label: "通信エラー" }],
    noindex: true,
  }),
  standardPage({
    path: "/timeoutError",
    server: server.timeoutError,
    breadcrumbs: [guideCrumb, { label: "応答の遅延" }],
    noindex: true,
  }),
];
