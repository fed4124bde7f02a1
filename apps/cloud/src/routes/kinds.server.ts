import type { KindServer } from "@genbagura/routing/routeKit";
import { heroShareImage, landingPagesServer } from "@genbagura/ui/pageKinds.server";
import type { CloudProductContent, CloudProductPageData } from "../../content/pageData";

/** The server halves of the cloud's own kinds (`./kinds.ts`). */

export const cloudProductPage: KindServer<CloudProductContent, CloudProductPageData> = {
  toData: async (content, { guards }) =>
    guards.includes("ios")
      ? { content, app: (await import("../load/appDownload")).cloudAppDownload() }
      : { content },
  meta: (data) => heroShareImage(data.content.hero),
};

/** The advertising pages receive the short form their content names from `src/forms.ts`, and their proof. */
export const landingPages = landingPagesServer(() => import("../forms").then((module) => module.forms));
