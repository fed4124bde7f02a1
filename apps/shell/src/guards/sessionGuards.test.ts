import { afterEach, describe, expect, it, vi } from "vitest";
import { browserSessionProbe } from "./sessionGuards";

const request = new Request("http://localhost/price/premium");

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("browserSessionProbe", () => {
  it("premium: a member is a session, `member: null` (200, no session) is none", async () => {
    answer(200, { member: { memberId: "PM-100001", companyName: "北斗土木", contactName: "事務" } });
    expect(await browserSessionProbe("premium", request)).toBe(true);
    answer(200, { member: null });
    expect(await browserSessionProbe("premium", request)).toBe(false);
  });

  it("premium: an error answer is no session", async () => {
    answer(401, { error: "no_session" });
    expect(await browserSessionProbe("premium", request)).toBe(false);
  });

  it("licence: 200 is a session, 401 is none", async () => {
    answer(200, { ok: true });
    expect(await browserSessionProbe("licence", request)).toBe(true);
    answer(401, { error: "no_session" });
    expect(await browserSessionProbe("licence", request)).toBe(false);
  });
});
