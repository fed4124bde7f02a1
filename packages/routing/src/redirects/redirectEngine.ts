import { isSafePathRest, isSiteTarget, splitPathAndQuery, withoutTrailingSlash } from "./redirectPaths";
import { appendRequestQuery } from "./redirectQuery";
import type { RedirectRule, RedirectStatus } from "./redirectRule";
import { redirectTable } from "./redirectTable";

/** One step of a chain: the path that matched, the rule, and where that rule alone sends the visitor. */
export interface RedirectHop {
  path: string;
  rule: RedirectRule;
  location: string;
  status: RedirectStatus;
}

export interface RedirectResult {
  /** Where the chain ends: answer with this one location, not with every hop. */
  location: string;
  /**
   * 302 when any hop is 302, else 301: a chain is only as permanent as its least permanent hop, and a
   * browser caches a 301 for good, so a temporary hop must not become a permanent shortcut.
   */
  status: RedirectStatus;
  chain: readonly RedirectHop[];
}

export type RedirectResolver = (pathname: string, search: string) => RedirectResult | null;

/** More hops than any sane table needs; reaching it means the table loops (validation reports it). */
export const maxRedirectHops = 10;

export class RedirectLoopError extends Error {
  constructor(readonly paths: readonly string[]) {
    super(`Redirect loop: ${paths.join(" -> ")}`);
    this.name = "RedirectLoopError";
  }
}

interface RuleMatch {
  rule: RedirectRule;
  /** The part of the path below the rule's source: `""` or `/a/b`. */
  rest: string;
}

/**
 * The most specific rule for a path: the exact source first, then each parent path from the longest
 * down. Costs one map look-up per path segment instead of a scan of the table.
 */
function findRule(rulesBySource: ReadonlyMap<string, RedirectRule>, path: string): RuleMatch | undefined {
  const exact = rulesBySource.get(path);
  if (exact) return { rule: exact, rest: "" };
  for (let cut = path.lastIndexOf("/"); cut > 0; cut = path.lastIndexOf("/", cut - 1)) {
    const rule = rulesBySource.get(path.slice(0, cut));
    if (rule && !rule.indexOnly) return { rule, rest: path.slice(cut) };
  }
  return undefined;
}

/** The target of one hop. Only the rule's own target, a checked rest of path and the query are used. */
function hopLocation({ rule, rest }: RuleMatch, search: string): string {
  const keptRest = rule.keepRest && isSafePathRest(rest) ? rest : "";
  // Joining onto `/` must not give `//host`: the target's own trailing slash gives way to the rest's.
  const target = keptRest === "" ? rule.to : `${rule.to.replace(/\/$/, "")}${keptRest}`;
  return appendRequestQuery(target, search);
}

/** Builds the look-up once; the returned resolver follows chains to their end. */
export function createRedirectResolver(table: readonly RedirectRule[]): RedirectResolver {
  const rulesBySource = new Map(table.map((rule) => [rule.from, rule]));
  return (pathname, search) => {
    if (!pathname.startsWith("/")) return null;
    const chain: RedirectHop[] = [];
    let path = withoutTrailingSlash(pathname);
    let query = search;
    for (let match = findRule(rulesBySource, path); match; match = findRule(rulesBySource, path)) {
      const visited = chain.map((hop) => hop.path);
      if (visited.includes(path) || chain.length === maxRedirectHops)
        throw new RedirectLoopError([...visited, path]);
      const location = hopLocation(match, query);
      chain.push({ path, rule: match.rule, location, status: match.rule.status });
      if (!isSiteTarget(location)) break;
      const next = splitPathAndQuery(location);
      path = withoutTrailingSlash(next.path);
      query = next.query;
    }
    const last = chain.at(-1);
    if (!last) return null;
    return {
      location: last.location,
      status: chain.some((hop) => hop.status === 302) ? 302 : 301,
      chain,
    };
  };
}

/** The site's redirects (spec section 4) for the server and the client navigation pipeline. */
export const resolveRedirect: RedirectResolver = createRedirectResolver(redirectTable);
