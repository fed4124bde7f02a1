import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cookiePair, type IdentityTestBed, jsonPost, openIdentityTestBed } from "../sessions/identityTestBed";
import { createLoginThrottle, defaultLoginLimits } from "../sessions/loginThrottle";
import { demoLicences } from "./demoLicences";
import { createLicenceApi, LICENCE_SESSION_MS } from "./licenceApi";
import { licenceApiMessages } from "./licenceApiMessages";
import { completeLicenceKey } from "./licenceKey";

const hokuto = demoLicences[0]!.licence;
const minato = demoLicences[1]!.licence;
const clock = { now: 1_750_000_000_000 };
let bed: IdentityTestBed;

beforeEach(async () => {
  clock.now = 1_750_000_000_000;
  bed = await openIdentityTestBed(clock, { members: false });
});
afterEach(() => bed.dispose());

function api(throttle = createLoginThrottle()) {
  return createLicenceApi({ licences: bed.licences, sessions: bed.sessions, throttle, now: () => clock.now });
}

async function signIn(app = api(), next?: string): Promise<{ response: Response; cookie: string }> {
  const response = await app.request(
    "http://localhost/login",
    jsonPost({ licenceKey: hokuto.key, email: hokuto.holderEmail, ...(next === undefined ? {} : { next }) }),
  );
  return { response, cookie: cookiePair(response) };
}

describe("POST /login", () => {
  it("200: opens a session in an HTTP-only, SameSite=Lax cookie and names the page to go to", async () => {
    const { response, cookie } = await signIn(api(), "/license-deregister/license?from=mail");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      licence: {
        key: "GYDX-****-****-7398",
        productName: "現場蔵 御用達DX",
        holderName: "株式会社北斗土木",
        maxActivations: 3,
      },
      redirectTo: "/license-deregister/license?from=mail",
    });
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^genbagura_licence_session=[\w-]{43};/);
    expect(setCookie).toContain(`Max-Age=${LICENCE_SESSION_MS / 1000}`);
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).not.toContain("Secure");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(cookie).not.toBe("");
  });

  it("200: marks the cookie Secure when the request came over https, and ignores a foreign next", async () => {
    const response = await api().request(
      "https://www.genbagura.example/login",
      jsonPost({
        licenceKey: "gydx 2501 4821 7398",
        email: "JIMU@hokuto-doboku.example",
        next: "//evil.example",
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toContain("Secure");
    expect(((await response.json()) as { redirectTo: string }).redirectTo).toBe(
      "/license-deregister/license",
    );
  });

  it.each([
    ["no body", "", "invalid_request"],
    ["missing e-mail", { licenceKey: hokuto.key }, "invalid_request"],
    ["a key in the wrong format", { licenceKey: "GYDX-2501", email: hokuto.holderEmail }, "invalid_format"],
    [
      "a key with a wrong check character",
      { licenceKey: "GYDX-2501-4821-7399", email: hokuto.holderEmail },
      "invalid_checksum",
    ],
  ])("400 for %s", async (_case, body, error) => {
    const response = await api().request("http://localhost/login", jsonPost(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error,
      message: licenceApiMessages[error as keyof typeof licenceApiMessages],
    });
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("401 for a well-formed key nobody bought, and for the wrong e-mail", async () => {
    const unknown = await api().request(
      "http://localhost/login",
      jsonPost({ licenceKey: completeLicenceKey("GYDX25014821744"), email: hokuto.holderEmail }),
    );
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as { error: string }).error).toBe("unknown_licence");

    const wrongEmail = await api().request(
      "http://localhost/login",
      jsonPost({ licenceKey: hokuto.key, email: minato.holderEmail }),
    );
    expect(wrongEmail.status).toBe(401);
    expect(await wrongEmail.json()).toEqual({
      error: "email_mismatch",
      message: licenceApiMessages.email_mismatch,
    });
    expect(wrongEmail.headers.get("set-cookie")).toBeNull();
  });

  it("403 for a post from another site", async () => {
    const response = await api().request(
      "http://localhost/login",
      jsonPost({ licenceKey: hokuto.key, email: hokuto.holderEmail }, { origin: "https://evil.example" }),
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe("forbidden_origin");
  });

  it("413 for an oversized body", async () => {
    const response = await api().request(
      "http://localhost/login",
      jsonPost({ licenceKey: hokuto.key, email: "a".repeat(5000) }),
    );
    expect(response.status).toBe(413);
  });

  it("spaces attempts on one key with a capped delay, never a block: the holder gets in within 60 s", async () => {
    const app = api(
      createLoginThrottle({ ...defaultLoginLimits, perClient: { limit: 10_000, windowMs: 60_000 } }),
    );
    const wrong = () =>
      app.request("http://localhost/login", jsonPost({ licenceKey: hokuto.key, email: "wrong@example.com" }));
    // Ten wrong e-mails from ten addresses, then the same again for hours: the holder is kept out 60 s at most.
    for (let failures = 0; failures < 100; ) {
      const stranger = await wrong();
      if (stranger.status === 429) {
        expect(((await stranger.json()) as { error: string }).error).toBe("account_cooling_down");
        const wait = Number(stranger.headers.get("retry-after"));
        expect(wait).toBeLessThanOrEqual(60);
        clock.now += wait * 1000;
      } else {
        expect(stranger.status).toBe(401);
        failures += 1;
      }
    }
    const refused = await signIn(app);
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBe(60);
    clock.now += 60_000;
    expect((await signIn(app)).response.status).toBe(200);
    // Another key is not affected by this key's delay.
    const other = await app.request(
      "http://localhost/login",
      jsonPost({ licenceKey: minato.key, email: minato.holderEmail }),
    );
    expect(other.status).toBe(200);
  });

  it("429 after too many attempts from one address, even with different keys", async () => {
    const app = api(
      createLoginThrottle({
        perClient: { limit: 2, windowMs: 60_000 },
        perAccount: defaultLoginLimits.perAccount,
      }),
    );
    expect(
      (await app.request("http://localhost/login", jsonPost({ licenceKey: "x", email: "a@b.c" }))).status,
    ).toBe(400);
    expect((await signIn(app)).response.status).toBe(200);
    expect((await signIn(app)).response.status).toBe(429);
    clock.now += 60_000;
    expect((await signIn(app)).response.status).toBe(200);
  });
});

describe("session, activations, deregistration and logout", () => {
  it("401 without a session, with a foreign cookie value, or after the session expired", async () => {
    const app = api();
    for (const path of ["/session", "/activations"]) {
      const response = await app.request(`http://localhost${path}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "no_session", message: licenceApiMessages.no_session });
    }
    const forged = await app.request("http://localhost/session", {
      headers: { cookie: "genbagura_licence_session=forged" },
    });
    expect(forged.status).toBe(401);
    const { cookie } = await signIn(app);
    clock.now += LICENCE_SESSION_MS;
    expect((await app.request("http://localhost/session", { headers: { cookie } })).status).toBe(401);
    const deregister = await app.request(
      "http://localhost/deregister",
      jsonPost({ activationId: "hokuto-pc-01" }, { cookie }),
    );
    expect(deregister.status).toBe(401);
  });

  it("200: the session and the licence's active PCs, oldest first, with ISO dates", async () => {
    const app = api();
    const { cookie } = await signIn(app);
    const session = await app.request("http://localhost/session", { headers: { cookie } });
    expect(session.status).toBe(200);
    const response = await app.request("http://localhost/activations", { headers: { cookie } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      activations: { id: string; pcName: string; lastSeenAt: string }[];
    };
    expect(body.activations.map((activation) => activation.pcName)).toEqual([
      "工事部 PC-01",
      "事務所 ノートPC",
      "現場事務所 PC-03",
    ]);
    expect(body.activations[0]?.lastSeenAt).toBe(new Date(clock.now - 24 * 60 * 60_000).toISOString());
  });

  it("200 twice for the same deregistration (idempotent), and the PC leaves the list", async () => {
    const app = api();
    const { cookie } = await signIn(app);
    const deregister = () =>
      app.request("http://localhost/deregister", jsonPost({ activationId: "hokuto-pc-02" }, { cookie }));
    const first = await deregister();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ activationId: "hokuto-pc-02", status: "deregistered" });
    const second = await deregister();
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ activationId: "hokuto-pc-02", status: "already_deregistered" });
    const list = (await (
      await app.request("http://localhost/activations", { headers: { cookie } })
    ).json()) as {
      activations: { id: string }[];
    };
    expect(list.activations.map((activation) => activation.id)).toEqual(["hokuto-pc-01", "hokuto-pc-03"]);
  });

  it("400 without an activation id, 404 for a PC of another licence", async () => {
    const app = api();
    const { cookie } = await signIn(app);
    const missing = await app.request("http://localhost/deregister", jsonPost({}, { cookie }));
    expect(missing.status).toBe(400);
    const foreign = await app.request(
      "http://localhost/deregister",
      jsonPost({ activationId: "minato-pc-01" }, { cookie }),
    );
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: string }).error).toBe("unknown_activation");
    expect((await bed.licences.activeActivations(minato.key)).map((activation) => activation.id)).toEqual([
      "minato-pc-01",
    ]);
  });

  it("204 on logout: the cookie is cleared and the session no longer opens anything", async () => {
    const app = api();
    const { cookie } = await signIn(app);
    const response = await app.request("http://localhost/logout", { method: "POST", headers: { cookie } });
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toMatch(/^genbagura_licence_session=; Max-Age=0/);
    expect((await app.request("http://localhost/activations", { headers: { cookie } })).status).toBe(401);
    // Logging out again (or without a session) is harmless.
    expect((await app.request("http://localhost/logout", { method: "POST" })).status).toBe(204);
  });
});
