import type { Hono } from "hono";
import { textField } from "../sessions/identityRequests";
import { createSignInApi, type SignInApiOptions } from "../sessions/signInApi";
import type { Member, MemberStore } from "./memberStore";
import { type PasswordHasher, PasswordHashingBusy, sharedPasswordHasher } from "./passwordHasher";
import { premiumApiMessages } from "./premiumApiMessages";

/** A working day: members compare prices and build estimates across several visits. */
export const PREMIUM_SESSION_MS = 8 * 60 * 60_000;
export const PREMIUM_SIGN_IN_PATH = "/premium_price";
export const PREMIUM_HOME_PATH = "/price/premium";

/**
 * Unknown IDs are checked against this hash, so the answer takes as long as for a real member. It is the
 * hash of a known phrase at the default cost: checking it costs the same as a member's, and a match signs
 * nobody in (there is no member to sign in).
 */
export const DECOY_HASH =
  "scrypt$32768$8$1$vrxAJqRM8s-57JbcAxkhZQ$_r6eRvdzXgLsiN2ORAFXL4G44aIexjsb3RFnpwq1YhTuS2SSctnu-pr2LaWTGvw2DdQVgjwWZ47GApFTbWN55g";

export interface PremiumApiOptions extends SignInApiOptions {
  members: MemberStore;
  /** Where passwords are checked (default: one thread for the process, with the default queue). */
  hasher?: PasswordHasher;
}

/** `PM-123456`, also accepted without the hyphen or in lower case. */
export function normaliseMemberId(input: string): string | null {
  const match = /^PM-?(\d{6})$/u.exec(input.toUpperCase());
  return match ? `PM-${match[1]}` : null;
}

function memberSummary(member: Member) {
  return { memberId: member.memberId, companyName: member.companyName, contactName: member.contactName };
}

function passwordOf(body: Readonly<Record<string, unknown>>): string | null {
  const { password } = body;
  return typeof password === "string" && password !== "" && password.length <= 200 ? password : null;
}

/** `/api/premium/*`: premium members sign in with their member ID and password. */
export function createPremiumApi(options: PremiumApiOptions): Hono {
  const { members } = options;
  const hasher = options.hasher ?? sharedPasswordHasher();
  const { app, signedIn } = createSignInApi(
    {
      kind: "premium",
      sessionMs: PREMIUM_SESSION_MS,
      homePath: PREMIUM_HOME_PATH,
      signInPath: PREMIUM_SIGN_IN_PATH,
      messages: premiumApiMessages,
      summaryKey: "member",
      summary: memberSummary,
      subjectOf: (member: Member) => member.memberId,
      find: (memberId) => members.find(memberId),
      accountOf: (body) => {
        const memberIdInput = textField(body, "memberId", 32);
        if (!memberIdInput || passwordOf(body) === null) return { error: "invalid_request" };
        const memberId = normaliseMemberId(memberIdInput);
        return memberId ? { id: memberId } : { error: "invalid_member_id" };
      },
      verify: async (memberId, body) => {
        const storedHash = await members.passwordHashOf(memberId);
        let verified: boolean;
        try {
          verified = await hasher.verify(passwordOf(body) ?? "", storedHash ?? DECOY_HASH);
        } catch (error) {
          if (error instanceof PasswordHashingBusy) {
            return { unavailable: { retryAfterSeconds: error.retryAfterSeconds } };
          }
          throw error;
        }
        const member = verified && storedHash !== null ? await members.find(memberId) : null;
        return member ? { account: member } : { error: "invalid_credentials", status: 401 };
      },
    },
    options,
  );

  // Every visitor of the sign-in page asks this: no session is an answer (`member: null`), not an error,
  // so a visitor who is not signed in gets no 401 in the console.
  app.get("/me", async (c) => {
    const member = await signedIn(c);
    return c.json({ member: member ? memberSummary(member) : null });
  });

  return app;
}
