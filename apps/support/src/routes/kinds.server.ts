import { documentLinkLabel } from "@genbagura/documents/links";
import type { LoadContext, PageMeta } from "@genbagura/routing";
import type { KindServer } from "@genbagura/routing/routeKit";
import { formBinder, formPagesServer } from "@genbagura/ui/pageKinds.server";
import type {
  DownloadPageEntry,
  DownloadRouteData,
  FaqRouteData,
  GuideDocument,
  GuidePageData,
  GuidePdfLink,
  GuideRouteData,
  GuideThanksPageData,
  GuideThanksRouteData,
} from "../../content/pageData";

/** The server halves of support's own kinds (`./kinds.ts`): never in a browser build. */

const forms = () => import("../forms").then((module) => module.forms);

/** Support's form pages: each page's content names its form, one of src/forms.ts. */
export const supportForms = formPagesServer(forms);

/** A guide sent after registration: its form, bound on the server like every form page's. */
const formOf = formBinder(forms);
export const supportDownloadPage: KindServer<DownloadPageEntry, DownloadRouteData> = {
  toData: async ({ formId, ...entry }) => ({ ...entry, ...(formId ? { form: await formOf(formId) } : {}) }),
};

/** The guide's PDF (src/documents renders it) in the version the page is rendered with. */
function guidePdf(guide: GuideDocument, context: LoadContext): GuidePdfLink {
  const asset = context.asset(guide.file);
  return { href: asset.href, label: documentLinkLabel(`「${guide.title}」をダウンロード`, asset) };
}

export const supportGuideThanksPage: KindServer<GuideThanksRouteData, GuideThanksPageData> = {
  toData: async (content, { context }) => ({ ...content, pdf: guidePdf(content.guide, context) }),
};

export const supportGuidePage: KindServer<GuideRouteData, GuidePageData> = {
  toData: async (content, { context }) => ({ ...content, pdf: guidePdf(content.guide, context) }),
};

export const supportFaqPage: KindServer<FaqRouteData, FaqRouteData> = {
  meta: async ({ faq }): Promise<PageMeta | undefined> => {
    if (!faq.illustration) return undefined;
    const { shareImagePath } = await import("@genbagura/illustrations");
    return { ogImage: shareImagePath(faq.illustration.name) };
  },
};
