import type { LayoutName } from "@genbagura/routing";

/** What each of the seven layouts puts around a page. Data, so adding a layout is one row. */
export interface LayoutSpec {
  header: "full" | "simple" | null;
  footer: boolean;
  breadcrumbs: boolean;
  /** Whether the layout wraps the page in `<main>`; `no-layout` pages bring their own. */
  main: boolean;
  mainClass: string;
}

export const layoutTable: Readonly<Record<LayoutName, LayoutSpec>> = {
  default: { header: "full", footer: true, breadcrumbs: true, main: true, mainClass: "g-main" },
  "default-simple-header": {
    header: "simple",
    footer: true,
    breadcrumbs: false,
    main: true,
    mainClass: "g-main",
  },
  "default-no-header": { header: null, footer: true, breadcrumbs: false, main: true, mainClass: "g-main" },
  thanks: {
    header: "simple",
    footer: true,
    breadcrumbs: false,
    main: true,
    mainClass: "g-main g-main--thanks",
  },
  "contents-only": { header: null, footer: false, breadcrumbs: false, main: true, mainClass: "g-main" },
  "raw-contents": { header: null, footer: false, breadcrumbs: false, main: true, mainClass: "g-main--raw" },
  "no-layout": { header: null, footer: false, breadcrumbs: false, main: false, mainClass: "" },
};
