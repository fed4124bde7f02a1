export interface TextBlock {
  tag: string;
  text: string;
  /** Inside a list item, a table cell or a link: an item, not a paragraph of the page's prose. */
  inItem: boolean;
}
export type PageKind = "content" | "thanks" | "form" | "error";
export interface BuiltPage {
  path: string;
  file: string;
  kind: PageKind;
  blocks: TextBlock[];
}
export function mainTextOf(html: string): { kind: PageKind; blocks: TextBlock[] };
export function livePages(siteDir?: string): BuiltPage[];
