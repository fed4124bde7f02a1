import { createRateLimiter, type RateDecision, type RateLimit } from "../forms/rateLimiter";
import { type AccountDelayPolicy, createAccountDelay } from "./accountDelay";

export interface LoginThrottleLimits {
  /** Attempts per client address, whatever account they name. */
  perClient: RateLimit;
  /** Attempts naming one licence key or member ID, per address and for the account: slowed, never blocked. */
  perAccount: AccountDelayPolicy;
}

/**
 * 20 attempts per address within 15 minutes; per account and address, three free mistakes, then 1 s, 2 s,
 * 4 s … up to 60 s between attempts, and an address that fails on an account strangers are guessing at waits
 * as long as the account's count says. Guessing stays slow (about one guess a minute per address and
 * account), and a member waits at most a minute after their own last attempt, whatever strangers do.
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
  /**
   * Before the credentials are checked; an admitted attempt must end in `accountFailed`,
   * `accountSucceeded` or (when they could not be checked) `accountReleased`.
   */
  admitAccount(accountKey: string, clientAddress: string, now: number): Promise<RateDecision>;
  accountFailed(accountKey: string, clientAddress: string, now: number): Promise<void>;
  accountReleased(accountKey: string, clientAddress: string, now: number): Promise<void>;
  accountSucceeded(accountKey: string, clientAddress: string): Promise<void>;
}

export function createLoginThrottle(limits: LoginThrottleLimits = defaultLoginLimits): LoginThrottle {
  const perClient = createRateLimiter(limits.perClient);
  const perAccount = createAccountDelay(limits.perAccount);
  return {
    hitClient: async (clientAddress, now) => perClient.hit(clientAddress, now),
    admitAccount: async (accountKey, client, now) => perAccount.admit(accountKey, client, now),
    accountFailed: async (accountKey, client, now) => perAccount.failed(accountKey, client, now),
    accountReleased: async (accountKey, client, now) => perAccount.released(accountKey, client, now),
    accountSucceeded: async (accountKey, client) => perAccount.succeeded(accountKey, client),
  };
}
