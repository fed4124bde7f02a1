import { createRateLimiter, type RateDecision, type RateLimit } from "../forms/rateLimiter";
import { type AccountDelayPolicy, createAccountDelay } from "./accountDelay";

export interface LoginThrottleLimits {
  /** Attempts per client address, whatever account they name. */
  perClient: RateLimit;
  /** Attempts naming one licence key or member ID, from any address: slowed down, never blocked. */
  perAccount: AccountDelayPolicy;
}

/**
 * 20 attempts per address within 15 minutes; per account, three free mistakes, then 1 s, 2 s, 4 s … up to
 * 60 s between attempts. Guessing stays slow (about one guess a minute per account), and a member whose
 * account strangers are guessing at waits at most a minute.
 */
export const defaultLoginLimits: LoginThrottleLimits = {
  perClient: { limit: 20, windowMs: 15 * 60_000 },
  perAccount: { freeFailures: 3, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetAfterMs: 15 * 60_000 },
};

/**
 * The sign-in counters: in memory for one origin (`createLoginThrottle`), in PostgreSQL when several
 * origins must count together (`createPostgresLoginThrottle`); `testing/loginThrottleContract.ts` tests both.
 */
export interface LoginThrottle {
  /** Counted before the credentials are checked, so a wrong guess costs as much as a right one. */
  hitClient(clientAddress: string, now: number): Promise<RateDecision>;
  /** Before the credentials are checked; an admitted attempt must end in `accountFailed` or `accountSucceeded`. */
  admitAccount(accountKey: string, now: number): Promise<RateDecision>;
  accountFailed(accountKey: string, now: number): Promise<void>;
  accountSucceeded(accountKey: string): Promise<void>;
}

export function createLoginThrottle(limits: LoginThrottleLimits = defaultLoginLimits): LoginThrottle {
  const perClient = createRateLimiter(limits.perClient);
  const perAccount = createAccountDelay(limits.perAccount);
  return {
    hitClient: async (clientAddress, now) => perClient.hit(clientAddress, now),
    admitAccount: async (accountKey, now) => perAccount.admit(accountKey, now),
    accountFailed: async (accountKey, now) => perAccount.failed(accountKey, now),
    accountSucceeded: async (accountKey) => perAccount.succeeded(accountKey),
  };
}
