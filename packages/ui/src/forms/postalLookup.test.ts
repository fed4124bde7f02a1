import { createHttpClient } from "@genbagura/http-client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPostalLookup } from "./postalLookup";
import { type ScriptedServer, startScriptedServer } from "./serverTestHelpers";

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const lookup = () => createPostalLookup(createHttpClient({ baseUrl: server.origin }));
const chiyoda = { pref: "東京都", city: "千代田区", town: "千代田" };

describe("createPostalLookup", () => {
  it("finds a code in its prefix file and fetches each file once", async () => {
    server.answer("/postal/100.json", { status: 200, body: { "1000001": chiyoda, "1006090": chiyoda } });
    const find = lookup();
    expect(await find("1000001")).toEqual({ status: "found", entry: chiyoda });
    expect(await find("1006090")).toEqual({ status: "found", entry: chiyoda });
    expect(server.received.map((request) => request.url)).toEqual(["/postal/100.json"]);
  });

  it("finds a building's floor code under its 5-digit key", async () => {
    server.answer("/postal/163.json", {
      status: 200,
      body: { "16380": { pref: "東京都", city: "新宿区", town: "西新宿" } },
    });
    expect(await lookup()("1638001")).toMatchObject({ status: "found", entry: { town: "西新宿" } });
  });

  it("reports a code missing from its file as unknown", async () => {
    server.answer("/postal/100.json", { status: 200, body: { "1000001": chiyoda } });
    expect(await lookup()("1009999")).toEqual({ status: "unknown" });
  });

  it("falls back to the API when the file cannot be had", async () => {
    server.answer("/postal/100.json", { status: 404 });
    server.answer("/api/postal/1000001", { status: 200, body: { code: "1000001", ...chiyoda } });
    server.answer("/api/postal/1009999", { status: 404, body: { error: "見つかりません" } });
    const find = lookup();
    expect(await find("1000001")).toMatchObject({ status: "found", entry: chiyoda });
    expect(await find("1009999")).toEqual({ status: "unknown" });
  });

  it("gives up quietly when neither answers", async () => {
    server.answer("/postal/100.json", { status: 500 });
    server.answer("/api/postal/1000001", { status: 503 });
    expect(await lookup()("1000001")).toEqual({ status: "unavailable" });
  });

  it("ignores a file that is not postal data", async () => {
    server.answer("/postal/100.json", { status: 200, body: { "1000001": { pref: 13 } } });
    server.answer("/api/postal/1000001", { status: 200, body: { code: "1000001", ...chiyoda } });
    expect(await lookup()("1000001")).toMatchObject({ status: "found" });
  });
});
