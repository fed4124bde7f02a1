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

/** What the look-up of one resolver knows of its table: the rules, and how deep and long their sources go. */
interface RuleIndex {
  rulesBySource: ReadonlyMap<string, RedirectRule>;
  /** The most slashes any source has: a prefix with more cannot be a source. */
  maxSlashes: number;
  /** The longest source: a longer path or prefix cannot be one. */
  maxLength: number;
  /** Told of every key looked up (tests count the characters hashed); production passes nothing. */
  onLookup?: (key: string) => void;
}

function lookUp(index: RuleIndex, key: string): RedirectRule | undefined {
  index.onLookup?.(key);
  return index.rulesBySource.get(key);
}

/**
 * The most specific rule for a path: the exact source first, then each parent path from the longest
 * down. Only prefixes as deep and as long as some source are looked up, and they are found in one walk
 * from the start of the path, so a path of thousands of segments costs no more than the table's depth:
 * hashing every parent of such a path (each a copy of most of it) made the look-up quadratic.
 */
function findRule(index: RuleIndex, path: string): RuleMatch | undefined {
  if (path.length <= index.maxLength) {
    const exact = lookUp(index, path);
    if (exact) return { rule: exact, rest: "" };
  }
  // The ends of the prefixes of 1..maxSlashes segments: the index of the slash after each.
  const cuts: number[] = [];
  for (let cut = path.indexOf("/", 1); cut > 0 && cut <= index.maxLength; cut = path.indexOf("/", cut + 1)) {
    cuts.push(cut);
    if (cuts.length === index.maxSlashes) break;
  }
  for (let at = cuts.length - 1; at >= 0; at -= 1) {
    const cut = cuts[at]!;
    const rule = lookUp(index, path.slice(0, cut));
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

export interface RedirectResolverOptions {
  /** Told of every source looked up; a test counts the work of one resolution with it. */
  onLookup?: (key: string) => void;
}

/** Builds the look-up once; the returned resolver follows chains to their end. */
export function createRedirectResolver(
  table: readonly RedirectRule[],
  options: RedirectResolverOptions = {},
): RedirectResolver {
  const index: RuleIndex = {
    rulesBySource: new Map(table.map((rule) => [rule.from, rule])),
    maxSlashes: Math.max(0, ...table.map((rule) => rule.from.split("/").length - 1)),
    maxLength: Math.max(0, ...table.map((rule) => rule.from.length)),
    onLookup: options.onLookup,
  };
  return (pathname, search) => {
    if (!pathname.startsWith("/")) return null;
    const chain: RedirectHop[] = [];
    let path = withoutTrailingSlash(pathname);
    let query = search;
    for (let match = findRule(index, path); match; match = findRule(index, path)) {
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
