import type { LayoutName } from "@genbagura/routing";
import type { FooterVariant } from "@genbagura/ui";

/** What each of the seven layouts puts around a page. Data, so adding a layout is one row. */
export interface LayoutSpec {
  header: "full" | "simple" | null;
  /** `slim` on advertising landing pages: no site menu leads the visitor away from the page's form. */
  footer: FooterVariant | null;
  breadcrumbs: boolean;
  /** Whether the layout wraps the page in `<main>`; `no-layout` pages bring their own. */
  main: boolean;
  mainClass: string;
}

export const layoutTable: Readonly<Record<LayoutName, LayoutSpec>> = {
  default: { header: "full", footer: "full", breadcrumbs: true, main: true, mainClass: "g-main" },
  "default-simple-header": {
    header: "simple",
    footer: "slim",
    breadcrumbs: false,
    main: true,
    mainClass: "g-main",
  },
  "default-no-header": { header: null, footer: "full", breadcrumbs: false, main: true, mainClass: "g-main" },
  thanks: {
    header: "simple",
    footer: "full",
    breadcrumbs: false,
    main: true,
    mainClass: "g-main g-main--thanks",
  },
  "contents-only": { header: null, footer: null, breadcrumbs: false, main: true, mainClass: "g-main" },
  "raw-contents": { header: null, footer: null, breadcrumbs: false, main: true, mainClass: "g-main--raw" },
  "no-layout": { header: null, footer: null, breadcrumbs: false, main: false, mainClass: "" },
};
