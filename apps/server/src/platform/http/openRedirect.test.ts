import { request as httpRequest } from "node:http";
import { allowedRedirectHosts } from "@genbagura/routing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoMembers } from "../../identity/premium/demoMembers";
import { openOriginTestBed } from "../../testing/originTestBed";

// No path, query, header or sign-in `next` may make the origin send a browser off the site.

const site = "https://www.genbagura.jp";
let bed: ReturnType<typeof openOriginTestBed>;

beforeAll(async () => {
  bed = openOriginTestBed();
  await bed.listen();
});
afterAll(() => bed.dispose());

/** Where a browser on the site would go for this Location: it must be the site or an allowlisted host. */
function expectStaysOnSite(location: string | null, context: string): void {
  if (location === null) return;
  expect(location, context).not.toBe("");
  expect(location, context).not.toMatch(/^[/\\]{2}|^\/\\/u);
  const target = new URL(location, `${site}/somewhere/`);
  const allowed = target.host === "www.genbagura.jp" || allowedRedirectHosts.includes(target.hostname);
  expect(allowed, `${context} -> ${location}`).toBe(true);
}

const hostilePaths = [
  "//evil.example/",
  "///evil.example/",
  "////evil.example",
  "/..//evil.example/",
  "/../..//evil.example/x/",
  "//evil.example/%2e%2e",
  "//evil.example/%2e%2e/",
  "//evil.example/..",
  "//evil.example/_payload.json",
  "//evil.example//_payload.json",
  "/.//evil.example/",
  "/%2e//evil.example/",
  "/%2e%2e//evil.example/",
  "/%2F/evil.example/",
  "/%2f%2fevil.example/",
  "/%5Cevil.example/",
  "/%5c%5cevil.example/",
  "/\\evil.example/",
  "/\\/evil.example/",
  "//\\evil.example/",
  "/%09/evil.example/",
  "//%09evil.example/",
  "//evil.example/?next=//evil.example/",
  "//evil.example/#//evil.example",
  "/online//",
  "//online/",
  "/online/..//evil.example/",
  "//cloud_trial/",
  "/cloud_trial//evil.example/",
  "/license-deregister/license//evil.example/",
  "//license-deregister/license",
  "/license-deregister/license/..//evil.example",
  "/http://evil.example/",
  "/https:/evil.example/",
  "/https:%2F%2Fevil.example/",
  "/evil.example/",
  "/evil.example//",
  `/${"/".repeat(200)}evil.example/`,
  `${"/".repeat(15_000)}`,
];

/** Test names stay readable for the very long paths. */
const named = (paths: readonly string[]) =>
  paths.map((path) => [path.length > 80 ? `${path.slice(0, 24)}… (${path.length} characters)` : path, path]);

describe("the origin never redirects off the site", () => {
  it.each(named(hostilePaths))("GET %s (app.request)", async (_name, path = "") => {
    for (const method of ["GET", "HEAD"]) {
      const response = await bed.app.request(`http://localhost${path}`, { method });
      expectStaysOnSite(response.headers.get("location"), `${method} ${path}`);
      expect(response.status, `${method} ${path}`).not.toBe(500);
    }
  });

  it("answers repeated slashes with the single-slash page and its canonical, not a redirect", async () => {
    const response = await bed.app.request("http://localhost///contact");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<link rel="canonical" href="${site}/contact">`);
    const home = await bed.app.request(`http://localhost${"/".repeat(15_000)}`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(`<link rel="canonical" href="${site}/">`);
  });

  it("answers a trailing slash after merging with a same-site redirect", async () => {
    const response = await bed.app.request("http://localhost//evil.example/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/evil.example");
  });

  it("answers encoded slashes and backslashes with 404", async () => {
    for (const path of ["/%2F/evil.example/", "/%5Cevil.example", "/contact%2F", "/a%5c"]) {
      expect((await bed.app.request(`http://localhost${path}`)).status, path).toBe(404);
    }
  });

  /** Raw request targets and Host headers as a client sends them, through Node's HTTP server. */
  function rawGet(target: string, host: string): Promise<{ status: number; location: string | null }> {
    const { port } = new URL(bed.origin);
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        { host: "127.0.0.1", port, path: target, headers: { host } },
        (response) => {
          response.resume();
          const location = response.headers.location;
          resolve({ status: response.statusCode ?? 0, location: location ?? null });
        },
      );
      request.on("error", reject);
      request.end();
    });
  }

  it.each(named(hostilePaths))("raw GET %s with hostile Host headers", async (_name, path = "") => {
    for (const host of [new URL(bed.origin).host, "evil.example", "evil.example:80", "www.genbagura.jp"]) {
      const { status, location } = await rawGet(path, host);
      expectStaysOnSite(location, `${path} Host: ${host}`);
      expect(status, `${path} Host: ${host}`).not.toBe(500);
    }
  });

  it("keeps the allowlisted external redirects of the redirect table", async () => {
    const response = await bed.app.request("http://localhost/cloud_trial");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("https://cloud.genbagura.jp/signup");
  });
});

describe("sign-in answers never send the visitor off the site", () => {
  const hostileNext = [
    "/..//evil.example",
    "/../..//evil.example/",
    "/%2e%2e//evil.example",
    "/.//evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "https://evil.example/",
    "/\t/evil.example",
    "/a/..//evil.example?x=//evil.example",
  ];
  const member = demoMembers[0];

  it.each(hostileNext)("premium and licence sign-in with next=%s", async (next) => {
    const premium = await bed.app.request("http://localhost/api/premium/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ memberId: member?.memberId, password: member?.password, next }),
    });
    expect(premium.status).toBe(200);
    const licence = await bed.app.request("http://localhost/api/licence/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ licenceKey: "GYDX-2501-4821-7398", email: "jimu@hokuto-doboku.example", next }),
    });
    expect(licence.status).toBe(200);
    for (const answer of [premium, licence]) {
      const { redirectTo } = (await answer.json()) as { redirectTo: string };
      expectStaysOnSite(redirectTo, `next=${next}`);
      expect(redirectTo).toMatch(/^\/(?![/\\])/u);
    }
  });
});
