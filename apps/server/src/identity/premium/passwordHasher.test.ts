import { afterEach, describe, expect, it } from "vitest";
import { hashPasswordSync } from "./passwordHash";
import { createPasswordHasher, type PasswordHasher, PasswordHashingBusy } from "./passwordHasher";

const cheap = { N: 1024, r: 8, p: 1 };
const hashers: PasswordHasher[] = [];
afterEach(async () => {
  for (const hasher of hashers.splice(0)) await hasher.close();
});

function open(workers: number, queueLimit: number): PasswordHasher {
  const hasher = createPasswordHasher({ workers, queueLimit });
  hashers.push(hasher);
  return hasher;
}

describe("password hasher (its own threads, a bounded queue)", () => {
  it("verifies hashes made on the main thread and by itself, and refuses wrong or malformed ones", async () => {
    const hasher = open(2, 8);
    const stored = hashPasswordSync("genba-premium-2025", cheap);
    expect(await hasher.verify("genba-premium-2025", stored)).toBe(true);
    expect(await hasher.verify("genba-premium-2026", stored)).toBe(false);
    expect(await hasher.verify("genba-premium-2025", stored.slice(0, -10))).toBe(false);
    const own = await hasher.hash("same password", cheap);
    expect(own.startsWith("scrypt$1024$8$1$")).toBe(true);
    expect(await hasher.verify("same password", own)).toBe(true);
  });

  it("takes one running hash per thread plus the queue, and refuses the rest at once with a wait", async () => {
    const hasher = open(1, 3);
    const stored = hashPasswordSync("secret", cheap);
    const outcomes = await Promise.all(
      Array.from({ length: 7 }, () =>
        hasher.verify("secret", stored).then(
          (verified) => ({ verified }),
          (error: unknown) => ({ error }),
        ),
      ),
    );
    const refused = outcomes.filter((outcome) => "error" in outcome);
    expect(outcomes.filter((outcome) => "verified" in outcome && outcome.verified)).toHaveLength(4);
    expect(refused).toHaveLength(3);
    for (const outcome of refused) {
      const { error } = outcome as { error: unknown };
      expect(error).toBeInstanceOf(PasswordHashingBusy);
      expect((error as PasswordHashingBusy).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    // Once the queue has drained, hashes are taken again.
    expect(hasher.pending()).toBe(0);
    expect(await hasher.verify("secret", stored)).toBe(true);
  });
});
