/** The two redirect codes the site uses (spec section 9): 301 unless a rule says otherwise. */
export type RedirectStatus = 301 | 302;

/** One row of the redirect table (spec section 4). */
export interface RedirectRule {
  /** Source path without a trailing slash. Matches itself and every path below it unless `indexOnly`. */
  from: string;
  /** A site path (optionally with a fixed query) or an https URL on an allowlisted host. */
  to: string;
  status: RedirectStatus;
  /** Match the exact path only (a trailing slash still matches), never the paths below it. */
  indexOnly?: true;
  /** Carry the part of the path below `from` over to `to` (`/jacic/certificates/kokuban` -> `/jcomsia/certificates/kokuban`). */
  keepRest?: true;
  /** Why the rule exists, for the people maintaining the table. */
  note?: string;
}
