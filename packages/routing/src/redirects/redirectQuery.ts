/** The key of one raw `key=value` pair, decoded the way the target's own query is. */
function pairKey(pair: string): string {
  const [key] = new URLSearchParams(pair).keys();
  return key ?? "";
}

/**
 * Appends the request's query to a redirect target. A target that already carries a query keeps its
 * own parameters (the App Store tracking values are fixed), so request parameters with the same keys
 * are dropped and the rest follow after `&`. The request's pairs are otherwise passed on unchanged.
 */
export function appendRequestQuery(target: string, search: string): string {
  const requestQuery = search.startsWith("?") ? search.slice(1) : search;
  if (requestQuery === "") return target;
  const mark = target.indexOf("?");
  if (mark === -1) return `${target}?${requestQuery}`;
  const fixedKeys = new Set(new URLSearchParams(target.slice(mark + 1)).keys());
  const passedOn = requestQuery.split("&").filter((pair) => pair !== "" && !fixedKeys.has(pairKey(pair)));
  return passedOn.length === 0 ? target : `${target}&${passedOn.join("&")}`;
}
