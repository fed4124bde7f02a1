import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OriginTestBed, openOriginTestBed } from "../../testing/originTestBed";
import { openStoreDatabases } from "../storage/database/storeDatabases";
import { openVersionHealthStore } from "./versionHealthStore";

/**
 * A shell whose `/boom` throws while rendering and whose `/gather` (a shell page reading news) answers
 * 503 as the shell does when a remote of its composition is down.
 */
const shell = `
const pages = new Set(["/", "/boom", "/gather", "/error/500"]);
exports.platformScript = "document.body.classList.add('js')";
exports.forms = {};
const documentOf = (text) => '<!doctype html><html><head><title>t</title></head><body><div id="root"><main>' + text + '</main></div></body></html>';
exports.createRenderer = () => ({
  registrations: [],
  ownerOf: () => "shell",
  pageApps: (pathname) => (pathname === "/gather" ? ["shell", "news"] : ["shell"]),
  isRegistered: (pathname) => pages.has(pathname),
  async renderDocument(request) {
    const { pathname } = new URL(request.url);
    if (pathname === "/boom") throw new Error("boom while rendering");
    const status = pathname === "/error/500" ? 500 : pathname === "/gather" ? 503 : pages.has(pathname) ? 200 : 404;
    return { kind: "html", status, html: documentOf("page " + pathname), noindex: status !== 200, guarded: false, title: "", description: "" };
  },
  async renderPayload(request) {
    return { kind: "json", status: 200, json: "{}", guarded: false };
  },
});
`;

const version = "0000000000";
let bed: OriginTestBed;
let origin: string;

beforeAll(async () => {
  bed = openOriginTestBed({}, shell);
  origin = await bed.listen();
});
afterAll(() => bed.dispose());

let pageCounter = 0;
/** A fresh page-load id per call (16 hex digits). */
const newPage = () => (++pageCounter).toString(16).padStart(16, "0");

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}/api/beacon`, {
    method: "POST",
    // What navigator.sendBeacon sends with a string body.
    headers: { "content-type": "text/plain;charset=UTF-8", origin, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const view = (app = "news") => ({ app, version, kind: "view" });

/** Views and errored views of one app version in a scrape of /metrics. */
async function counted(app: string) {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const value = (name: string) => {
    const line = text
      .split("\n")
      .find((entry) => entry.startsWith(`${name}{app="${app}",version="${version}"}`));
    return line ? Number(line.split(" ").pop()) : 0;
  };
  return {
    views: value("genbagura_page_views_total"),
    erroredViews: value("genbagura_errored_page_views_total"),
  };
}

describe("POST /api/beacon", () => {
  it("counts a view and its first error for the page's app and version", async () => {
    const before = await counted("news");
    const page = newPage();
    expect((await post({ page, events: [view()] })).status).toBe(204);
    expect((await post({ page, events: [{ app: "news", version, kind: "error" }] })).status).toBe(204);
    expect(await counted("news")).toEqual({
      views: before.views + 1,
      erroredViews: before.erroredViews + 1,
    });
  });

  it("drops the events of a page load beyond its limit, answering as if they were counted", async () => {
    const before = await counted("goyo");
    const page = newPage();
    const ten = Array.from({ length: 10 }, () => view("goyo"));
    const statuses = [];
    for (let post_ = 0; post_ < 3; post_++) statuses.push((await post({ page, events: ten })).status);
    expect(statuses).toEqual([204, 204, 204]);
    expect((await counted("goyo")).views).toBe(before.views + 20);
    // Another page load has its own allowance.
    await post({ page: newPage(), events: [view("goyo")] });
    expect((await counted("goyo")).views).toBe(before.views + 21);
  });

  it("refuses what is not a beacon of a known app version, and counts none of it", async () => {
    const before = await counted("cloud");
    const page = newPage();
    const refused = [
      "not json",
      JSON.stringify({ page, events: [view("cloud")], path: "/contact?email=a@example.jp" }),
      JSON.stringify({ page: "ZZZZ", events: [view("cloud")] }),
      JSON.stringify({ page, events: [] }),
      JSON.stringify({ page, events: Array.from({ length: 11 }, () => view("cloud")) }),
      JSON.stringify({ page, events: [{ ...view("cloud"), message: "x" }] }),
      JSON.stringify({ page, events: [{ ...view("cloud"), app: "evil" }] }),
      JSON.stringify({ page, events: [{ ...view("cloud"), version: "made-up" }] }),
      JSON.stringify({ page, events: [{ ...view("cloud"), version: "<script>" }] }),
      JSON.stringify({ page, events: [{ ...view("cloud"), kind: "click" }] }),
      JSON.stringify([page]),
    ];
    for (const body of refused) expect([body, (await post(body)).status]).toEqual([body, 400]);
    expect((await post("x".repeat(3000))).status).toBe(413);
    expect((await post({ page, events: [view("cloud")] }, { origin: "https://evil.example" })).status).toBe(
      403,
    );
    expect(await counted("cloud")).toEqual(before);
  });

  it("counts a page the server failed to render as an errored view, and leaves out another app's 503", async () => {
    const before = await counted("shell");
    expect((await fetch(`${origin}/boom`)).status).toBe(500);
    expect((await fetch(`${origin}/gather`)).status).toBe(503);
    expect(await counted("shell")).toEqual({
      views: before.views + 1,
      erroredViews: before.erroredViews + 1,
    });
  });

  it("adds the counts to the store within a few seconds", async () => {
    await post({ page: newPage(), events: [view("support"), { ...view("support"), kind: "error" }] });
    // Read as the deploy command does, on a handle of its own while the origin runs.
    const databases = openStoreDatabases({ dataDir: bed.dataDir });
    const store = openVersionHealthStore(databases);
    try {
      const deadline = Date.now() + 5_000;
      let row: { views: number; erroredViews: number } | undefined;
      while (!row && Date.now() < deadline) {
        row = (await store.read()).find((entry) => entry.app === "support" && entry.version === version);
        if (!row) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(row).toMatchObject({ views: 1, erroredViews: 1 });
    } finally {
      await store.close();
      await databases.close();
    }
  });
});
