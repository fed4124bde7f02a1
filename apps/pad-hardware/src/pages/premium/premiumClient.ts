import { createHttpClient, HttpError, HttpNetworkError, HttpTimeoutError } from "@genbagura/http-client";
import type { PremiumSignInText } from "../../../content/premium/premiumContentTypes";

const http = createHttpClient();

export interface PremiumMember {
  memberId: string;
  companyName: string;
  contactName: string;
}

/** The browser's side of `/api/premium/*`. */
export const premiumApi = {
  async login(input: {
    memberId: string;
    password: string;
    next: string | null;
  }): Promise<{ redirectTo: string }> {
    return (await http.post<{ redirectTo: string }>("/api/premium/login", input)).data;
  },
  /** The signed-in member, or null without a session (the API answers `{ member: null }`). */
  async me(): Promise<PremiumMember | null> {
    return (await http.get<{ member: PremiumMember | null }>("/api/premium/me")).data.member ?? null;
  },
  async logout(): Promise<void> {
    await http.post("/api/premium/logout");
  },
};

/** A failed sign-in in words: the API's own message, or what went wrong on the way. */
export function signInFailureMessage(error: unknown, text: PremiumSignInText): string {
  if (error instanceof HttpNetworkError) return text.networkError;
  if (error instanceof HttpTimeoutError) return text.timeoutError;
  if (error instanceof HttpError && typeof error.data === "object" && error.data !== null) {
    const message: unknown = Reflect.get(error.data, "message");
    if (typeof message === "string" && message !== "") return message;
  }
  return text.fallbackError;
}
