import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from "node:crypto";

/**
 * Member passwords are stored as `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later
 * while older hashes still verify. N = 2^15 costs about 32 MB and tens of milliseconds per guess.
 */
export const defaultCost = { N: 32_768, r: 8, p: 1 } as const;
export const KEY_BYTES = 64;
export const SALT_BYTES = 16;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

function scryptAsync(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export function encode(cost: ScryptCost, salt: Buffer, key: Buffer): string {
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function hashPassword(password: string, cost: ScryptCost = defaultCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return encode(cost, salt, await scryptAsync(password, salt, cost));
}

/** For seeding at start-up, before the server takes requests. */
export function hashPasswordSync(password: string, cost: ScryptCost = defaultCost): string {
  const salt = randomBytes(SALT_BYTES);
  const key = scryptSync(password.normalize("NFC"), salt, KEY_BYTES, {
    ...cost,
    maxmem: 256 * cost.N * cost.r,
  });
  return encode(cost, salt, key);
}

export function decode(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  return { cost, salt: Buffer.from(salt, "base64url"), key: Buffer.from(key, "base64url") };
}

/**
 * Constant-time comparison; a malformed stored hash never verifies. Hashes on libuv's thread pool: for
 * commands and tests; the origin's sign-in uses `passwordHasher.ts` (its own thread, a bounded queue).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const decoded = decode(stored);
  if (!decoded || decoded.key.length !== KEY_BYTES) return false;
  const candidate = await scryptAsync(password, decoded.salt, decoded.cost);
  return timingSafeEqual(candidate, decoded.key);
}
