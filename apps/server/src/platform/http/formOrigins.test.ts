import { afterEach, describe, expect, it } from "vitest";
import { contactSubmission } from "../../testing/leadSubmission";
import { openOriginTestBed } from "../../testing/originTestBed";

// With no configuration, the site accepts its own visitors' forms and sign-ins, whether
// they opened it at 127.0.0.1 or localhost, and a deployed site accepts SITE_ORIGIN without FORM_ORIGIN.

const beds: ReturnType<typeof openOriginTestBed>[] = [];
afterEach(async () => {
  for (const bed of beds.splice(0)) await bed.dispose();
});

function open(env: NodeJS.ProcessEnv = {}) {
  const bed = openOriginTestBed(env);
  beds.push(bed);
  return bed;
}

/** A valid contact submission, sent long enough after the form appeared not to look like a bot. */
function contact(email: string) {
  return contactSubmission(email, "見積もりをお願いします。");
}

function postForm(url: string, origin: string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...headers },
    body: JSON.stringify(contact("sato@example.co.jp")),
  });
}

describe("form origins", () => {
  it("accepts every loopback origin of the listening port on a loopback socket, with the default settings", async () => {
    const bed = open();
    const origin = await bed.listen();
    const { port } = new URL(origin);
    for (const pageOrigin of [
      `http://127.0.0.1:${port}`,
      `http://localhost:${port}`,
      `http://[::1]:${port}`,
    ]) {
      const response = await postForm(`${origin}/api/forms/contact`, pageOrigin);
      expect(response.status, pageOrigin).toBe(201);
    }
  });

  it("refuses other ports, other hosts and a forged Host header on a loopback socket", async () => {
    const bed = open();
    const origin = await bed.listen();
    const { port } = new URL(origin);
    const otherPort = String(Number(port) === 65535 ? 1 : Number(port) + 1);
    for (const [pageOrigin, host] of [
      [`http://127.0.0.1:${otherPort}`, undefined],
      [`https://127.0.0.1:${port}`, undefined],
      ["http://evil.example", "evil.example"],
      [`http://evil.example:${port}`, `evil.example:${port}`],
      ["null", undefined],
    ] as const) {
      const response = await postForm(`${origin}/api/forms/contact`, pageOrigin, host ? { host } : {});
      expect(response.status, pageOrigin).toBe(403);
      expect(((await response.json()) as { error: string }).error).toMatch(/開き直してから/u);
    }
  });

  it("accepts SITE_ORIGIN, ALLOWED_ORIGINS and FORM_ORIGIN, and never loopback origins off a socket", async () => {
    const bed = open({
      SITE_ORIGIN: "https://www.genbagura.jp",
      ALLOWED_ORIGINS: "https://staging.genbagura.jp, https://preview.genbagura.jp/",
      FORM_ORIGIN: "https://forms.genbagura.jp",
    });
    const post = (origin: string) =>
      bed.app.request("http://www.genbagura.jp/api/forms/contact", {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify(contact(`${origin.length}@example.co.jp`)),
      });
    for (const origin of [
      "https://www.genbagura.jp",
      "https://staging.genbagura.jp",
      "https://preview.genbagura.jp",
      "https://forms.genbagura.jp",
    ]) {
      expect((await post(origin)).status, origin).toBe(201);
    }
    // app.request has no socket: a loopback Origin proves nothing there.
    expect((await post("http://127.0.0.1:3000")).status).toBe(403);
    expect((await post("http://www.genbagura.jp")).status).toBe(403);
  });

  it("applies the same origins to sign-in, never the Host header", async () => {
    const bed = open({ SITE_ORIGIN: "https://www.genbagura.jp" });
    const signIn = (origin: string, host: string) =>
      bed.app.request(`http://${host}/api/licence/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, host },
        body: JSON.stringify({ licenceKey: "GYDX-2501-4821-7398", email: "jimu@hokuto-doboku.example" }),
      });
    expect((await signIn("https://www.genbagura.jp", "www.genbagura.jp")).status).toBe(200);
    expect((await signIn("http://evil.example", "evil.example")).status).toBe(403);
  });
});
