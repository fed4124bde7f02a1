import { createRateLimiter, type RateDecision, type RateLimit } from "../forms/rateLimiter";

export interface LoginThrottleLimits {
  /** Attempts per client address, whatever account they name. */
  perClient: RateLimit;
  /** Attempts naming one licence key or member ID, from any address. */
  perAccount: RateLimit;
}

/** 20 attempts per address and 10 per account within 15 minutes: enough for typing mistakes, too few to guess. */
export const defaultLoginLimits: LoginThrottleLimits = {
  perClient: { limit: 20, windowMs: 15 * 60_000 },
  perAccount: { limit: 10, windowMs: 15 * 60_000 },
};

export interface LoginThrottle {
  /** Counted before the credentials are checked, so a wrong guess costs as much as a right one. */
  hitClient(clientAddress: string, now: number): RateDecision;
  hitAccount(accountKey: string, now: number): RateDecision;
}

export function createLoginThrottle(limits: LoginThrottleLimits = defaultLoginLimits): LoginThrottle {
  const perClient = createRateLimiter(limits.perClient);
  const perAccount = createRateLimiter(limits.perAccount);
  return {
    hitClient: (clientAddress, now) => perClient.hit(clientAddress, now),
    hitAccount: (accountKey, now) => perAccount.hit(accountKey, now),
  };
}
