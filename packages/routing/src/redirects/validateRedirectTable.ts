import { allowedRedirectHosts } from "./allowedRedirectHosts";
import { createRedirectResolver, RedirectLoopError } from "./redirectEngine";
import { isSiteTarget, isWellFormedSiteTarget, isWellFormedSourcePath } from "./redirectPaths";
import type { RedirectRule } from "./redirectRule";

export class RedirectTableError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid redirect table:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "RedirectTableError";
  }
}

function externalTargetProblem(rule: RedirectRule, allowedHosts: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(rule.to);
  } catch {
    return `${rule.from}: target "${rule.to}" is neither a site path nor an absolute URL`;
  }
  if (url.protocol !== "https:") return `${rule.from}: external target "${rule.to}" must use https`;
  if (!allowedHosts.includes(url.host)) {
    return `${rule.from}: host "${url.host}" of "${rule.to}" is not in allowedRedirectHosts`;
  }
  if (url.href !== rule.to)
    return `${rule.from}: write the external target in its canonical form "${url.href}"`;
  return undefined;
}

function ruleProblems(rule: RedirectRule, allowedHosts: readonly string[]): string[] {
  const problems: string[] = [];
  if (!isWellFormedSourcePath(rule.from)) {
    problems.push(
      `"${rule.from}": a source must be an absolute path without trailing slash, empty or dot segments, using only letters, digits and ._~-`,
    );
  }
  if (rule.to.includes("#")) {
    problems.push(`${rule.from}: target "${rule.to}" has a fragment; the kept query would land behind it`);
  } else if (isSiteTarget(rule.to)) {
    if (!isWellFormedSiteTarget(rule.to))
      problems.push(`${rule.from}: site target "${rule.to}" is malformed`);
  } else {
    const problem = externalTargetProblem(rule, allowedHosts);
    if (problem) problems.push(problem);
  }
  if (rule.keepRest && rule.indexOnly)
    problems.push(`${rule.from}: keepRest has no rest to keep on an indexOnly rule`);
  if (rule.keepRest && !(isSiteTarget(rule.to) && !rule.to.includes("?"))) {
    problems.push(`${rule.from}: keepRest needs a site target without a query`);
  }
  return problems;
}

function duplicateProblems(table: readonly RedirectRule[]): string[] {
  const firstRow = new Map<string, number>();
  const problems: string[] = [];
  table.forEach((rule, row) => {
    const earlier = firstRow.get(rule.from);
    if (earlier === undefined) firstRow.set(rule.from, row);
    else problems.push(`${rule.from}: duplicate source (rows ${earlier} and ${row})`);
  });
  return problems;
}

/** Follows every rule from its source, and from a path below it for prefix rules, to catch loops. */
function loopProblems(table: readonly RedirectRule[]): string[] {
  const resolve = createRedirectResolver(table);
  const problems: string[] = [];
  for (const rule of table) {
    const probes = rule.indexOnly ? [rule.from] : [rule.from, `${rule.from}/x`];
    for (const probe of probes) {
      try {
        resolve(probe, "");
      } catch (error) {
        if (!(error instanceof RedirectLoopError)) throw error;
        problems.push(`${probe}: ${error.message}`);
      }
    }
  }
  return problems;
}

/** Every problem of a table, in table order; empty when the table is sound. */
export function findRedirectTableProblems(
  table: readonly RedirectRule[],
  allowedHosts: readonly string[] = allowedRedirectHosts,
): string[] {
  const shapeProblems = [
    ...table.flatMap((rule) => ruleProblems(rule, allowedHosts)),
    ...duplicateProblems(table),
  ];
  // Loops are looked for only in a well-formed table: duplicates would make the look-up ambiguous.
  return shapeProblems.length > 0 ? shapeProblems : loopProblems(table);
}

/** Build-time check: throws a RedirectTableError listing every problem. */
export function validateRedirectTable(
  table: readonly RedirectRule[],
  allowedHosts: readonly string[] = allowedRedirectHosts,
): void {
  const problems = findRedirectTableProblems(table, allowedHosts);
  if (problems.length > 0) throw new RedirectTableError(problems);
}
