import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStoreDatabases } from "../../platform/storage/database/storeDatabases";
import { demoLicences } from "../licence/demoLicences";
import { demoMembers } from "../premium/demoMembers";
import { mountIdentityApi } from "./mountIdentityApi";

let dataDir: string;
const toClose: (() => Promise<void>)[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "identity-mount-"));
});
afterEach(async () => {
  for (const close of toClose.splice(0)) await close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The API as the origin mounts it, listening on a real port. */
async function startOrigin() {
  const api = new Hono();
  const databases = openStoreDatabases({ dataDir });
  const identity = mountIdentityApi(api, { databases });
  await identity.ready;
  const app = new Hono().route("/api", api);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  toClose.push(async () => {
    server.close();
    await identity.close();
    await databases.close();
  });
  return { origin, identity };
}

function post(url: string, body: unknown, cookie = ""): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

function cookieOf(response: Response): string {
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

describe("mountIdentityApi", () => {
  it("serves both APIs under /api and its probe recognises exactly the sessions they open", async () => {
    const { origin, identity } = await startOrigin();
    const licence = demoLicences[0]!.licence;
    const licenceLogin = await post(`${origin}/api/licence/login`, {
      licenceKey: licence.key,
      email: licence.holderEmail,
    });
    expect(licenceLogin.status).toBe(200);
    const premiumLogin = await post(`${origin}/api/premium/login`, demoMembers[0]);
    expect(premiumLogin.status).toBe(200);

    const page = (cookie: string) => new Request(`${origin}/price/premium`, { headers: { cookie } });
    expect(await identity.sessionProbe("licence", page(cookieOf(licenceLogin)))).toBe(true);
    expect(await identity.sessionProbe("premium", page(cookieOf(licenceLogin)))).toBe(false);
    expect(await identity.sessionProbe("premium", page(cookieOf(premiumLogin)))).toBe(true);
    expect(await identity.sessionProbe("premium", page(""))).toBe(false);
    expect(await identity.sessionProbe("licence", page("genbagura_licence_session=guess"))).toBe(false);

    const activations = await fetch(`${origin}/api/licence/activations`, {
      headers: { cookie: cookieOf(licenceLogin) },
    });
    expect(activations.status).toBe(200);
  });

  it("seeds the demo data once: a deregistration survives a restart", async () => {
    const first = await startOrigin();
    const licence = demoLicences[0]!.licence;
    const login = await post(`${first.origin}/api/licence/login`, {
      licenceKey: licence.key,
      email: licence.holderEmail,
    });
    const cookie = cookieOf(login);
    expect(
      (await post(`${first.origin}/api/licence/deregister`, { activationId: "hokuto-pc-01" }, cookie)).status,
    ).toBe(200);
    for (const close of toClose.splice(0)) await close();

    const second = await startOrigin();
    const list = await fetch(`${second.origin}/api/licence/activations`, { headers: { cookie } });
    expect(list.status).toBe(200);
    const body = (await list.json()) as { activations: { id: string }[] };
    expect(body.activations.map((activation) => activation.id)).toEqual(["hokuto-pc-02", "hokuto-pc-03"]);
  });
});
