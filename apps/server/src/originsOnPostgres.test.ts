import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoLicences } from "./identity/licence/demoLicences";
import { demoMembers } from "./identity/premium/demoMembers";
import { openRedirectStore } from "./marketing/redirects/openRedirectStore";
import { openStoreDatabases } from "./platform/storage/database/storeDatabases";
import { openVersionHealthStore } from "./platform/versionHealth/versionHealthStore";
import { contactSubmission } from "./testing/leadSubmission";
import { type OriginTestBed, openOriginTestBed } from "./testing/originTestBed";
import { createTestSchema, type TestSchema, testDatabaseUrl } from "./testing/postgresTestSchema";

// Two origins started with one DATABASE_URL and DATA_DIRs of their own agree on every piece of
// state (sign-in, sign-out, licence seats, redirects, form limits), and neither writes under its DATA_DIR.

describe.runIf(testDatabaseUrl)("two origins on one PostgreSQL", () => {
  let schema: TestSchema;
  let one: OriginTestBed;
  let other: OriginTestBed;

  beforeAll(async () => {
    schema = await createTestSchema("origins_test");
    // Started together, as an operator starts them: migrations and demo data must not collide.
    [one, other] = [1, 2].map(() => openOriginTestBed({ DATABASE_URL: schema.url })) as [
      OriginTestBed,
      OriginTestBed,
    ];
    await Promise.all([one.listen(), other.listen()]);
  });
  afterAll(async () => {
    await Promise.all([one.dispose(), other.dispose()]);
    await schema.drop();
  });

  /** A browser post from a page of `bed`'s own origin. */
  const post = (bed: OriginTestBed, path: string, body: unknown, cookie = "") =>
    fetch(bed.origin + path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: bed.origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const get = (bed: OriginTestBed, path: string, cookie: string) =>
    fetch(bed.origin + path, { headers: { cookie } });
  const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

  it("page views beaconed to either origin add up where the canary analysis reads them", async () => {
    const beacon = (bed: OriginTestBed, page: string, kinds: string[]) =>
      post(bed, "/api/beacon", {
        page,
        events: kinds.map((kind) => ({ app: "news", version: "0000000000", kind })),
      });
    expect((await beacon(one, "00000000000000a1", ["view", "error"])).status).toBe(204);
    expect((await beacon(other, "00000000000000b2", ["view", "view"])).status).toBe(204);
    // Read as the canary analysis does, on databases of its own.
    const databases = openStoreDatabases({ databaseUrl: schema.url, dataDir: "unused" });
    const store = openVersionHealthStore(databases);
    try {
      // Each origin flushes its counts every 2 s.
      await expect
        .poll(async () => (await store.read()).find((row) => row.app === "news"), { timeout: 6_000 })
        .toEqual({ app: "news", version: "0000000000", views: 3, erroredViews: 1 });
    } finally {
      await store.close();
      await databases.close();
    }
  });

  it("a member signed in on one origin is signed in on the other, and signed out on both", async () => {
    const member = demoMembers[0];
    const login = await post(one, "/api/premium/login", {
      memberId: member.memberId,
      password: member.password,
    });
    expect(login.status).toBe(200);
    const cookie = cookieOf(login);
    const memberOn = async (bed: OriginTestBed) =>
      ((await (await get(bed, "/api/premium/me", cookie)).json()) as { member: { memberId: string } | null })
        .member?.memberId ?? null;
    for (const bed of [one, other]) expect(await memberOn(bed)).toBe(member.memberId);
    expect((await post(other, "/api/premium/logout", {}, cookie)).status).toBe(204);
    for (const bed of [one, other]) expect(await memberOn(bed)).toBeNull();
  });

  it("a PC freed through one origin is freed on the other", async () => {
    const { licence, activations } = demoLicences[0]!;
    const login = await post(other, "/api/licence/login", {
      licenceKey: licence.key,
      email: licence.holderEmail,
    });
    expect(login.status).toBe(200);
    const cookie = cookieOf(login);
    const freed = activations[0]!.id;
    expect((await post(one, "/api/licence/deregister", { activationId: freed }, cookie)).status).toBe(200);
    const list = await get(other, "/api/licence/activations", cookie);
    const ids = ((await list.json()) as { activations: { id: string }[] }).activations.map(
      (entry) => entry.id,
    );
    expect(ids).not.toContain(freed);
    expect(ids.length).toBe(activations.filter((entry) => entry.deregisteredDays === undefined).length - 1);
  });

  it("takes form submissions and honours a redirect added in the database on both origins", async () => {
    const submission = await post(
      one,
      "/api/forms/contact",
      contactSubmission("sato@example.co.jp", "構成の試験です。"),
    );
    expect(submission.status).toBe(201);
    // Added as the redirects command does, on databases of its own.
    const databases = openStoreDatabases({ databaseUrl: schema.url, dataDir: "unused" });
    const redirects = openRedirectStore(databases);
    await redirects.upsert("/campaign/origins-test", { location: "/contact", status: 302 });
    await redirects.close();
    await databases.close();
    for (const bed of [one, other]) {
      await expect
        .poll(
          async () => {
            const response = await fetch(`${bed.origin}/campaign/origins-test`, { redirect: "manual" });
            return `${response.status} ${response.headers.get("location")}`;
          },
          { timeout: 5_000, interval: 200 },
        )
        .toBe("302 /contact");
    }
  });

  it("writes nothing under either origin's DATA_DIR", () => {
    expect(existsSync(one.dataDir)).toBe(false);
    expect(existsSync(other.dataDir)).toBe(false);
  });
});
