// The behaviour every SessionStore must have, run against SQLite and against PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashSessionToken } from "../identity/sessions/sessionStore";
import type { IdentityHarness, IdentityHarnessFactory } from "./identityStoreHarness";

export function describeSessionStoreContract(name: string, harnessFor: IdentityHarnessFactory): void {
  describe(`${name}: the SessionStore contract`, () => {
    const clock = { now: 0 };
    let harness: IdentityHarness;

    beforeEach(async () => {
      clock.now = 1_750_000_000_000;
      harness = await harnessFor(clock);
    });
    afterEach(() => harness.dispose());

    it("finds a session by its token until it expires", async () => {
      const { sessions } = await harness.open();
      const { token, expiresAt } = await sessions.create("licence", "GYDX-2501-4821-7398", 60_000);
      expect(expiresAt).toBe(clock.now + 60_000);
      expect(await sessions.find("licence", token)).toEqual({
        kind: "licence",
        subject: "GYDX-2501-4821-7398",
        expiresAt,
      });
      clock.now += 59_999;
      expect(await sessions.find("licence", token)).not.toBeNull();
      clock.now += 1;
      expect(await sessions.find("licence", token)).toBeNull();
    });

    it("keeps the kinds apart and stores only a hash of the token", async () => {
      const { sessions } = await harness.open();
      const { token } = await sessions.create("premium", "PM-100001", 60_000);
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(await sessions.find("licence", token)).toBeNull();
      expect(await sessions.find("premium", "another-token")).toBeNull();
      expect(await harness.storedTokenHashes()).toEqual([hashSessionToken(token)]);
    });

    it("revokes a session and drops expired ones when a new one is created", async () => {
      const { sessions } = await harness.open();
      const first = await sessions.create("premium", "PM-100001", 1_000);
      const second = await sessions.create("premium", "PM-100002", 60_000);
      await sessions.revoke(second.token);
      expect(await sessions.find("premium", second.token)).toBeNull();
      clock.now += 2_000;
      const third = await sessions.create("licence", "GYST-2403-7765-218E", 60_000);
      expect(await harness.storedTokenHashes()).toEqual([hashSessionToken(third.token)]);
      expect(await sessions.find("premium", first.token)).toBeNull();
    });

    it("survives closing and opening the database again", async () => {
      const first = await harness.open();
      const { token } = await first.sessions.create("licence", "GYDX-2501-4821-7398", 60_000);
      await first.close();
      const { sessions } = await harness.open();
      expect((await sessions.find("licence", token))?.subject).toBe("GYDX-2501-4821-7398");
    });

    it("is one set of sessions for every instance on the database: signed in on one, out on all", async () => {
      const [one, other] = [await harness.open(), await harness.open()];
      const { token } = await one.sessions.create("premium", "PM-100001", 60_000);
      expect((await other.sessions.find("premium", token))?.subject).toBe("PM-100001");
      await other.sessions.revoke(token);
      expect(await one.sessions.find("premium", token)).toBeNull();
    });
  });
}
