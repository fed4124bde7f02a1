import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cookiePair, type IdentityTestBed, jsonPost, openIdentityTestBed } from "../sessions/identityTestBed";
import { createLoginThrottle, defaultLoginLimits } from "../sessions/loginThrottle";
import { demoMembers } from "./demoMembers";
import { decode, defaultCost, verifyPassword } from "./passwordHash";
import { createPremiumApi, DECOY_HASH, normaliseMemberId, PREMIUM_SESSION_MS } from "./premiumApi";
import { premiumApiMessages } from "./premiumApiMessages";

const member = demoMembers[0];
const clock = { now: 1_750_000_000_000 };
let bed: IdentityTestBed;

// One database for the file: seeding hashes the demo passwords at full scrypt cost. Every test opens its own
// sessions and throttle, so they do not depend on each other.
beforeAll(async () => {
  bed = await openIdentityTestBed(clock);
});
afterAll(() => bed.dispose());
beforeEach(async () => {
  clock.now = 1_750_000_000_000;
});

function api(throttle = createLoginThrottle()) {
  return createPremiumApi({ members: bed.members, sessions: bed.sessions, throttle, now: () => clock.now });
}

const signInBody = { memberId: member.memberId, password: member.password };

describe("the decoy hash unknown member IDs are checked against", () => {
  it("is a real hash at the members' cost, so an unknown ID takes as long as a member", async () => {
    expect(decode(DECOY_HASH)?.cost).toEqual(defaultCost);
    expect(await verifyPassword("decoy password for unknown member ids", DECOY_HASH)).toBe(true);
  });
});

describe("normaliseMemberId", () => {
  it("accepts PM-123456 with or without the hyphen, in any case; nothing else", () => {
    expect(normaliseMemberId("pm100001")).toBe("PM-100001");
    expect(normaliseMemberId("PM-100001")).toBe("PM-100001");
    expect(normaliseMemberId("PM-10001")).toBeNull();
    expect(normaliseMemberId("XX-100001")).toBeNull();
  });
});

describe("POST /login", () => {
  it("200: opens a premium session cookie and returns the member and the page to go back to", async () => {
    const response = await api().request(
      "http://localhost/login",
      jsonPost({ ...signInBody, memberId: "ｐｍ１０００01", next: "/price/premium/pad-tough" }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      member: { memberId: "PM-100001", companyName: "株式会社北斗土木", contactName: "佐藤 一郎" },
      redirectTo: "/price/premium/pad-tough",
    });
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^genbagura_premium_session=[\w-]{43};/);
    expect(setCookie).toContain(`Max-Age=${PREMIUM_SESSION_MS / 1000}`);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
  });

  it("sets a Secure cookie when the site's public origin is https, even over a plain-http hop", async () => {
    const plain = await api().request("http://localhost/login", jsonPost(signInBody));
    expect(plain.headers.get("set-cookie")).not.toContain("Secure");
    const secureSite = createPremiumApi({
      members: bed.members,
      sessions: bed.sessions,
      now: () => clock.now,
      secureCookies: true,
    });
    const response = await secureSite.request("http://localhost/login", jsonPost(signInBody));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toContain("Secure");
  });

  it("200 with the member prices as the default destination when next is missing or foreign", async () => {
    const response = await api().request(
      "http://localhost/login",
      jsonPost({ ...signInBody, next: "https://evil.example/price/premium" }),
    );
    expect(((await response.json()) as { redirectTo: string }).redirectTo).toBe("/price/premium");
  });

  it.each([
    ["no JSON", "memberId=PM-100001", "invalid_request"],
    ["an empty password", { memberId: member.memberId, password: "" }, "invalid_request"],
    ["a malformed member ID", { memberId: "100001", password: member.password }, "invalid_member_id"],
  ])("400 for %s", async (_case, body, error) => {
    const response = await api().request("http://localhost/login", jsonPost(body));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(error);
  });

  it("401 with one message for a wrong password and for an unknown member", async () => {
    const wrongPassword = await api().request(
      "http://localhost/login",
      jsonPost({ ...signInBody, password: "wrong" }),
    );
    const unknown = await api().request(
      "http://localhost/login",
      jsonPost({ ...signInBody, memberId: "PM-999999" }),
    );
    for (const response of [wrongPassword, unknown]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: "invalid_credentials",
        message: premiumApiMessages.invalid_credentials,
      });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("403 for a post from another site", async () => {
    const response = await api().request(
      "http://localhost/login",
      jsonPost(signInBody, { origin: "https://evil.example", host: "localhost" }),
    );
    expect(response.status).toBe(403);
  });

  it("slows guessing on one member ID but never keeps the member out for more than 60 s", async () => {
    // Strangers from many addresses: the per-address limit plays no part here.
    const app = api(
      createLoginThrottle({ ...defaultLoginLimits, perClient: { limit: 10_000, windowMs: 60_000 } }),
    );
    const attempt = (password: string) =>
      app.request("http://localhost/login", jsonPost({ ...signInBody, password }));
    let delayed = 0;
    for (let failures = 0; failures < 12; ) {
      const response = await attempt("guess");
      if (response.status === 429) {
        delayed += 1;
        expect(((await response.json()) as { error: string }).error).toBe("account_cooling_down");
        clock.now += Number(response.headers.get("retry-after")) * 1000;
      } else {
        expect(response.status).toBe(401);
        failures += 1;
      }
    }
    expect(delayed).toBeGreaterThan(0);
    // Strangers keep hammering during the delay: refused, uncounted, and the delay does not grow.
    const first = await attempt("guess");
    expect(first.status).toBe(429);
    const wait = Number(first.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    for (let stranger = 0; stranger < 30; stranger += 1) expect((await attempt("guess")).status).toBe(429);
    clock.now += wait * 1000;
    expect((await attempt(member.password)).status).toBe(200);
    // A dozen real password hashes or more: on a loaded 2-core machine each can take most of a second.
  }, 30_000);

  it("429 after too many attempts from one address", async () => {
    const app = api(
      createLoginThrottle({
        perClient: { limit: 1, windowMs: 60_000 },
        perAccount: defaultLoginLimits.perAccount,
      }),
    );
    expect((await app.request("http://localhost/login", jsonPost(signInBody))).status).toBe(200);
    expect((await app.request("http://localhost/login", jsonPost(demoMembers[1]))).status).toBe(429);
  });
});

describe("GET /me and POST /logout", () => {
  /** `GET /me` as the browser sees it: the status and the member it names (null without a session). */
  async function me(app: ReturnType<typeof api>, cookie?: string) {
    const response = await app.request("http://localhost/me", cookie ? { headers: { cookie } } : {});
    const body = (await response.json()) as { member: { memberId: string } | null };
    return { status: response.status, member: body.member };
  }

  it("200 with member null without a session, the member with one, null again after logout or expiry", async () => {
    const app = api();
    expect(await me(app)).toEqual({ status: 200, member: null });
    const { headers } = await app.request("http://localhost/login", jsonPost(signInBody));
    const cookie = (headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(await me(app, cookie)).toEqual({
      status: 200,
      member: { memberId: "PM-100001", companyName: expect.any(String), contactName: expect.any(String) },
    });

    const logout = await app.request("http://localhost/logout", { method: "POST", headers: { cookie } });
    expect(logout.status).toBe(204);
    expect(logout.headers.get("set-cookie")).toMatch(/^genbagura_premium_session=; Max-Age=0/);
    expect(await me(app, cookie)).toEqual({ status: 200, member: null });

    const again = cookiePair(await app.request("http://localhost/login", jsonPost(signInBody)));
    clock.now += PREMIUM_SESSION_MS;
    expect(await me(app, again)).toEqual({ status: 200, member: null });
  });

  it("a licence session does not open the premium API", async () => {
    const { token } = await bed.sessions.create("licence", "PM-100001", 60_000);
    expect(await me(api(), `genbagura_premium_session=${token}`)).toEqual({ status: 200, member: null });
  });
});
