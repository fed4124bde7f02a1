import type { LoaderFunctionArgs } from "react-router";

/** The arguments React Router passes a loader, for calling loaders directly in tests. */
export function loaderArgs(
  url: string,
  params: Record<string, string> = {},
  pattern = "/",
): LoaderFunctionArgs {
  const request = new Request(url);
  return { request, params, context: undefined, url: new URL(url), pattern };
}
