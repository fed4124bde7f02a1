import { createHttpClient } from "@genbagura/http-client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sampleForms } from "../testing/sampleForms";
import { formMessages } from "./formMessages";
import { type ScriptedServer, startScriptedServer } from "./serverTestHelpers";
import { submitLead } from "./submitLead";

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const client = () => createHttpClient({ baseUrl: server.origin, retryBackoffMs: 1 });
const path = "/api/forms/contact";

describe("submitLead", () => {
  it("posts JSON with the caller's Idempotency-Key and follows the answered thanks path", async () => {
    server.answer(path, { status: 201, body: { id: "a1", thanksPath: "/contact/thanks" } });
    const outcome = await submitLead(client(), sampleForms.contact, { companyName: "北斗土木" }, "key-1");
    expect(outcome).toEqual({ kind: "accepted", thanksPath: "/contact/thanks" });
    expect(server.received[0]?.headers["idempotency-key"]).toBe("key-1");
    expect(server.received[0]?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(server.received[0]?.body ?? "")).toEqual({ companyName: "北斗土木" });
  });

  it("never follows an answered thanks path off the site", async () => {
    server.answer(path, { status: 201, body: { id: "a1", thanksPath: "//evil.example/" } });
    expect(await submitLead(client(), sampleForms.contact, {}, "key-2")).toEqual({
      kind: "accepted",
      thanksPath: "/contact/thanks",
    });
  });

  it("fills the thanks path of a form whose thanks page depends on the submission", async () => {
    server.answer("/api/forms/case_download", { status: 201, body: { id: "a2" } });
    const outcome = await submitLead(client(), sampleForms.case_download, { caseId: "023" }, "key-3");
    expect(outcome).toEqual({ kind: "accepted", thanksPath: "/case/023/download/thanks" });
  });

  it("returns the API's field errors", async () => {
    server.answer(path, { status: 422, body: { fieldErrors: { phone: "電話番号を入力してください" } } });
    expect(await submitLead(client(), sampleForms.contact, {}, "key-4")).toEqual({
      kind: "invalid",
      fieldErrors: { phone: "電話番号を入力してください" },
    });
  });

  it("passes on the API's Japanese reason after its one retry", async () => {
    const busy = { status: 429, body: { error: "少し時間をおいてから送信してください。" } };
    server.answer(path, busy, busy);
    const outcome = await submitLead(client(), sampleForms.contact, {}, "key-5");
    expect(outcome).toEqual({
      kind: "failed",
      reason: "rejected",
      message: "少し時間をおいてから送信してください。",
    });
    expect(server.received.map((request) => request.headers["idempotency-key"])).toEqual(["key-5", "key-5"]);
  });

  it("tells a visitor refused for the page's address (403) where to open the page again", async () => {
    server.answer(path, {
      status: 403,
      body: { error: "このアドレスのページからの送信は受け付けていません。" },
    });
    const outcome = await submitLead(client(), sampleForms.contact, {}, "key-8");
    expect(outcome).toEqual({ kind: "failed", reason: "forbidden", message: formMessages.forbiddenOrigin });
    expect(formMessages.forbiddenOrigin).toContain("https://www.genbagura.jp でこのページを開き直してから");
  });

  it("uses its own message when the answer has no Japanese one", async () => {
    server.answer(path, { status: 400, body: { error: "Bad Request" } });
    expect(await submitLead(client(), sampleForms.contact, {}, "key-6")).toMatchObject({
      reason: "rejected",
      message: formMessages.rejected,
    });
  });

  it("reports an unreachable server as offline", async () => {
    const unreachable = createHttpClient({ baseUrl: "http://127.0.0.1:9" });
    expect(await submitLead(unreachable, sampleForms.contact, {}, "key-7")).toEqual({
      kind: "failed",
      reason: "offline",
      message: formMessages.offline,
    });
  });
});
