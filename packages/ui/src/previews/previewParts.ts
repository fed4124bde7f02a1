import type { PreviewNode, PreviewPart } from "../content/blocks";

/**
 * Builders for the screens content draws (UiPreview.tsx renders them): content calls these in a route's
 * `load`, so they never reach a browser bundle.
 */

export function part(name: PreviewPart, ...children: (PreviewNode | string)[]): PreviewNode {
  const nodes = children.filter((child): child is PreviewNode => typeof child !== "string");
  const text = children.filter((child): child is string => typeof child === "string").join("");
  return { part: name, ...(text ? { text } : {}), ...(nodes.length > 0 ? { children: nodes } : {}) };
}

/** An electronic blackboard: its items and values, row by row. */
export function board(rows: readonly (readonly [string, string])[]): PreviewNode {
  return part("board", ...rows.flatMap(([label, value]) => [part("cell", label), part("cell", value)]));
}

export type PhotoKind = "photo" | "photoSoil" | "photoWall";

/** A site photo with its blackboard. */
export function photo(kind: PhotoKind, rows: readonly (readonly [string, string])[]): PreviewNode {
  return part(kind, board(rows));
}

/** Label and value pairs, as a ledger's description column lists them. */
export function fields(rows: readonly (readonly [string, string])[]): PreviewNode {
  return part("fields", ...rows.flatMap(([label, value]) => [part("field", label), part("field", value)]));
}
