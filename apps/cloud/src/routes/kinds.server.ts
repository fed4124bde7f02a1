import type { KindServer } from "@genbagura/routing/routeKit";
import { heroShareImage } from "@genbagura/ui/pageKinds.server";
import type { CloudProductContent, CloudProductPageData } from "../../content/pageData";

/** The server halves of the cloud's own kinds (`./kinds.ts`). */

export const cloudProductPage: KindServer<CloudProductContent, CloudProductPageData> = {
  toData: async (content, { guards }) =>
    guards.includes("ios")
      ? { content, app: (await import("../load/appDownload")).cloudAppDownload() }
      : { content },
  meta: (data) => heroShareImage(data.content.hero),
};
