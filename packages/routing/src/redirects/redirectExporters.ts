import type { RedirectRule } from "./redirectRule";

/**
 * Server configurations generated from the redirect table. Each rule is exported as its own hop
 * (`/online` 302 -> `/all_contact`, then `/all_contact` 301 -> `/contact`): the browser follows the chain,
 * while the site's own server collapses it with resolveRedirect. Both expect a validated table, whose
 * paths need no quoting or escaping.
 */

const generatedNotice = "# Generated from packages/routing/src/redirects/redirectTable.ts. Do not edit.";

/** The nginx statements answering one rule; the request query is kept. */
function nginxReturn(rule: RedirectRule): string {
  if (!rule.to.includes("?")) return `return ${rule.status} "${rule.to}$is_args$args";`;
  // The target has its own query: the request's follows after `&`, and only when there is one.
  return [
    'set $redirect_query "";',
    'if ($args != "") { set $redirect_query "&$args"; }',
    `return ${rule.status} "${rule.to}$redirect_query";`,
  ].join(" ");
}

/** Segments of unreserved characters, none of them only dots (PCRE, as nginx writes it unquoted). */
const nginxSafeRest = "((?:/(?!\\.+(?:/|$))[-[:alnum:]._~]+)+)";

function nginxBlocks(rule: RedirectRule): string[] {
  const answer = nginxReturn(rule);
  const exact = (path: string): string => `location = ${path} { ${answer} }`;
  if (rule.indexOnly) return [exact(rule.from), exact(`${rule.from}/`)];
  // `^~` prefix locations win by longest match, which is the table's "most specific rule wins".
  // nginx matches the decoded path: a rest of unreserved characters only, no dot-only segment, so an
  // encoded `\` (`%5C`) cannot make `..\..\` climb out of the target's prefix; any other rest falls through
  // to the rule's own target.
  const keepRest = rule.keepRest
    ? `rewrite ^${rule.from}${nginxSafeRest}/?$ ${rule.to}$1 ${rule.status === 301 ? "permanent" : "redirect"}; `
    : "";
  return [exact(rule.from), `location ^~ ${rule.from}/ { ${keepRest}${answer} }`];
}

/** An nginx server-level include: one `location` per source form, `location =` for exact paths. */
export function toNginxInclude(table: readonly RedirectRule[]): string {
  return [generatedNotice, ...table.flatMap(nginxBlocks), ""].join("\n");
}

function segmentCount(path: string): number {
  return path.split("/").length;
}

function netlifyLines(rule: RedirectRule): string[] {
  const answer = `${rule.status}!`;
  const exact = `${rule.from} ${rule.to} ${answer}`;
  if (rule.indexOnly) return [exact];
  const target = rule.keepRest ? `${rule.to}/:splat` : rule.to;
  return [exact, `${rule.from}/* ${target} ${answer}`];
}

/**
 * A Netlify `_redirects` file. Netlify applies the first matching line, so deeper sources come first
 * (`/appstore/seminar` before `/appstore/*`); `!` lets a rule win over a file at the same path, and
 * Netlify keeps the query string and matches either trailing-slash form by itself.
 */
export function toNetlifyRedirects(table: readonly RedirectRule[]): string {
  const deepestFirst = [...table].sort((a, b) => segmentCount(b.from) - segmentCount(a.from));
  return [generatedNotice, ...deepestFirst.flatMap(netlifyLines), ""].join("\n");
}
