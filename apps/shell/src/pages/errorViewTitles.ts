import { createContext } from "react";

/**
 * The title of each error view. The remote-unavailable page's heading is its title, so the tab says what
 * the page says; the server's `<title>` and the browser's after a client navigation use these too.
 */
export const errorViewTitles = {
  "not-found": "ページが見つかりません",
  unavailable: "このページは一時的に表示できません",
  "server-error": "エラーが発生しました",
  apology: "エラーが発生しました",
} as const;

/** A document title an error view shows at one location (its `location.key`). */
export interface ErrorDocumentTitle {
  locationKey: string;
  documentTitle: string;
}

/**
 * How an error view tells the root shell its title: the shell keeps `<title>` current from the matched
 * route, and an error shown under that route (the catch-all's "not found" handle, a remote that is down)
 * must win over it. Null outside the root shell (the root route's own error boundary).
 */
export const ErrorTitleContext = createContext<((title: ErrorDocumentTitle) => void) | null>(null);
