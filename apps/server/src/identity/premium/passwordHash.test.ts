import { describe, expect, it } from "vitest";
import { hashPassword, hashPasswordSync, verifyPassword } from "./passwordHash";

describe("password hashes", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("genba-premium-2025");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword("genba-premium-2025", stored)).toBe(true);
    expect(await verifyPassword("genba-premium-2026", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash, and the sync variant used for seeding produces verifiable hashes", async () => {
    const first = await hashPassword("same password");
    const second = hashPasswordSync("same password");
    expect(first).not.toBe(second);
    expect(await verifyPassword("same password", second)).toBe(true);
  });

  it("keeps verifying hashes made with another cost", async () => {
    const cheap = await hashPassword("older member", { N: 1024, r: 8, p: 1 });
    expect(cheap.startsWith("scrypt$1024$8$1$")).toBe(true);
    expect(await verifyPassword("older member", cheap)).toBe(true);
  });

  it("never verifies against a malformed stored value", async () => {
    const stored = await hashPassword("secret");
    for (const broken of [
      "",
      "plain",
      stored.replace("scrypt", "bcrypt"),
      stored.slice(0, -10),
      "scrypt$x$8$1$a$b",
    ]) {
      expect(await verifyPassword("secret", broken)).toBe(false);
    }
  });
});
