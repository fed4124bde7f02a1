export interface TextBlock {
  tag: string;
  text: string;
  /** Inside a list item, a table cell or a link: an item, not a paragraph of the page's prose. */
  inItem: boolean;
  /** The `data-source` of a record's or a shared block's text: counted once per source, not per page. */
  source?: string;
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
