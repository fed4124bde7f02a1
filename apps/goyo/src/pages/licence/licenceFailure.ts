import { HttpError, HttpNetworkError, HttpTimeoutError } from "@genbagura/http-client";

export const licenceErrorPages = {
  network: "/networkError",
  timeout: "/timeoutError",
  login: "/login",
} as const;

/** What the page does about a failed call: go to another page, or show a message where it is. */
export type LicenceFailure = { navigateTo: string } | { message: string; code?: string };

/**
 * Maps the HTTP client's errors onto the licence flow: no connection -> /networkError, no answer within
 * the time limit -> /timeoutError, an expired session on a page that needs one -> /login?next=<that page>.
 * Anything else is shown in place, in the API's own words when it sent some.
 */
export function licenceFailure(
  error: unknown,
  options: { fallbackMessage: string; sessionPage?: string },
): LicenceFailure {
  if (error instanceof HttpNetworkError) return { navigateTo: licenceErrorPages.network };
  if (error instanceof HttpTimeoutError) return { navigateTo: licenceErrorPages.timeout };
  if (error instanceof HttpError) {
    if (error.status === 401 && options.sessionPage !== undefined) {
      return { navigateTo: `${licenceErrorPages.login}?next=${encodeURIComponent(options.sessionPage)}` };
    }
    const message = stringField(error.data, "message");
    const code = stringField(error.data, "error");
    if (message !== undefined) return code === undefined ? { message } : { message, code };
  }
  return { message: options.fallbackMessage };
}

/** The API answers errors as `{ error: code, message }`. */
function stringField(data: unknown, name: string): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const value: unknown = Reflect.get(data, name);
  return typeof value === "string" && value !== "" ? value : undefined;
}
