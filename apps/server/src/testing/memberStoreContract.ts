// The behaviour every MemberStore must have, run against SQLite and against PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NewMember } from "../identity/premium/memberStore";
import type { IdentityHarness, IdentityHarnessFactory } from "./identityStoreHarness";

/** Hashes are opaque to the store: plain strings keep these tests fast. */
const members: NewMember[] = [
  {
    member: {
      memberId: "PM-100001",
      companyName: "株式会社北斗土木",
      contactName: "佐藤 一郎",
      memberSince: 1_680_274_800_000,
    },
    passwordHash: "scrypt$hash-of-first",
  },
  {
    member: {
      memberId: "PM-100002",
      companyName: "有限会社みなと設備",
      contactName: "田中 美咲",
      memberSince: 1_727_708_400_000,
    },
    passwordHash: "scrypt$hash-of-second",
  },
];

export function describeMemberStoreContract(name: string, harnessFor: IdentityHarnessFactory): void {
  describe(`${name}: the MemberStore contract`, () => {
    let harness: IdentityHarness;
    beforeEach(async () => {
      harness = await harnessFor({ now: 1_750_000_000_000 });
    });
    afterEach(() => harness.dispose());

    it("stores members once into an empty table and reads them back", async () => {
      const store = (await harness.open()).members;
      expect(await store.isEmpty()).toBe(true);
      expect(await store.insertIfEmpty(members)).toBe(true);
      expect(await store.isEmpty()).toBe(false);
      expect(await store.find("PM-100002")).toEqual(members[1]!.member);
      expect(await store.passwordHashOf("PM-100001")).toBe("scrypt$hash-of-first");
      expect(await store.find("PM-999999")).toBeNull();
      expect(await store.passwordHashOf("PM-999999")).toBeNull();
    });

    it("leaves a filled table as it is", async () => {
      const store = (await harness.open()).members;
      await store.insertIfEmpty(members.slice(0, 1));
      expect(await store.insertIfEmpty(members)).toBe(false);
      expect(await store.find("PM-100002")).toBeNull();
    });

    it("is filled exactly once when several instances seed it at the same moment", async () => {
      const instances = await Promise.all([1, 2, 3].map(() => harness.open()));
      const outcomes = await Promise.all(instances.map((stores) => stores.members.insertIfEmpty(members)));
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      for (const stores of instances)
        expect(await stores.members.find("PM-100001")).toEqual(members[0]!.member);
    });
  });
}
