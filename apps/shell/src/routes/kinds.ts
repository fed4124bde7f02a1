import type { SiteSearchAnswer } from "@genbagura/routing";
import { pageKind } from "@genbagura/routing/routeKit";
import { formPagesOf } from "@genbagura/ui/pageKinds";
import type { ChooserPageData } from "../pages/chooserData";
import type { HomePageData } from "../pages/HomePage";
import * as server from "./kinds.server";

/** What the shell adds to the shared page kinds (`@genbagura/ui/pageKinds`). */

/** The home page: the latest news and cases of the remotes, around the shell's own sections. */
export const homePage = pageKind<HomePageData>({ page: () => import("../pages/HomePage") });

/** 「どれを選べばいい？」: every family's products side by side, with prices read from the remotes. */
export const chooserPage = pageKind<ChooserPageData>({ page: () => import("../pages/ChooserPage") });

/** The brand's apology, for the error pages and the server-error test page; never indexed. */
export const apologyPage = pageKind<never>({ page: () => import("../pages/ApologyPage"), noindex: true });

/** The site search's results (`/search`): rendered per request, never indexed. */
export const searchPage = pageKind<SiteSearchAnswer>({
  page: () => import("../pages/SearchPage"),
  noindex: true,
});

/** The shell's form pages (the test pages of `/test_prod/`), bound to the shell's forms. */
export const { formPage } = formPagesOf(server.formPages);
