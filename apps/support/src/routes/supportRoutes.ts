import type { RouteRegistration } from "@genbagura/routing";
import { standardPage } from "@genbagura/ui/pageKinds";
import * as server from "./supportRoutes.server";

/** The top of the support area. */
export const supportRoutes: RouteRegistration[] = [
  standardPage({
    path: "/support",
    breadcrumbs: [{ label: "サポート" }],
    server: server.support,
  }),
];
