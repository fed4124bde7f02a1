import type { Breadcrumb } from "@genbagura/routing";
import { routeKind } from "@genbagura/routing/routeKit";
import { heroShareImage } from "@genbagura/ui/routeKinds";
import type { CloudProductContent, CloudProductPageData } from "../../content/pageData";

/** The top of every cloud page's trail (after ホーム, which the shell adds). */
export const cloudCrumb: Breadcrumb = { label: "現場蔵クラウド", href: "/cloud" };

/**
 * A product or feature page of the cloud: the product template with the drawn app screen; routes with
 * the `ios` guard also get the App Store data.
 */
export const cloudProductRoute = routeKind<CloudProductContent, CloudProductPageData>({
  page: () => import("../pages/CloudProductRoutePage"),
  toData: async (content, { guards }) =>
    guards.includes("ios")
      ? { content, app: (await import("../load/appDownload")).cloudAppDownload() }
      : { content },
  meta: (data) => heroShareImage(data.content.hero),
});
