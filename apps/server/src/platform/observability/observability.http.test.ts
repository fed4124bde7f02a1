import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactSubmission } from "../../testing/leadSubmission";
import { type OriginTestBed, openOriginTestBed } from "../../testing/originTestBed";
import { requestReferenceText } from "./requestReference";

/**
 * A shell whose page `/boom` throws while rendering, with the shell's document shape (`#root`), and whose
 * cloud pages answer 503 as the shell does when their remote is down (the bed publishes no remote files).
 */
const failingShell = `
const pages = new Set(["/", "/contact", "/boom", "/error/500", "/cloud/plan"]);
exports.platformScript = "document.body.classList.add('js')";
exports.forms = {
  contact: { id: "contact", kind: "contact", schema: "contact", label: "お問い合わせ", pagePath: "/contact", thanksPath: "/contact/thanks" },
};
const documentOf = (text) => '<!doctype html><html><head><title>t</title></head><body><div id="root"><main>' + text + '</main></div></body></html>';
exports.createRenderer = () => ({
  registrations: [],
  ownerOf: () => "shell",
  pageApps: (pathname) => (pathname.startsWith("/cloud") ? ["shell", "cloud"] : ["shell"]),
  isRegistered: (pathname) => pages.has(pathname),
  async renderDocument(request) {
    const { pathname } = new URL(request.url);
    if (pathname === "/boom") throw new Error("boom while rendering");
    if (pathname === "/error/500") return { kind: "html", status: 500, html: documentOf("申し訳ございません"), noindex: true, guarded: false, title: "", description: "" };
    if (pathname.startsWith("/cloud")) return { kind: "html", status: 503, html: documentOf("読み込みに失敗しました"), noindex: true, guarded: false, title: "", description: "" };
    return { kind: "html", status: pages.has(pathname) ? 200 : 404, html: documentOf("page " + pathname), noindex: false, guarded: false, title: "", description: "" };
  },
  async renderPayload(request) {
    const { pathname } = new URL(request.url);
    return { kind: "json", status: 200, json: JSON.stringify({ pathname }), guarded: false };
  },
});
`;

const token = "metrics-test-token-0123";
let bed: OriginTestBed;
let origin: string;
const logLines: string[] = [];

beforeAll(async () => {
  // The access log goes to stdout: read what the origin writes there.
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, "write").mockImplementation((chunk, ...rest) => {
    const text = String(chunk);
    if (text.startsWith('{"time"')) logLines.push(...text.split("\n").filter(Boolean));
    else write(chunk, ...(rest as []));
    return true;
  });
  bed = openOriginTestBed({ METRICS_TOKEN: token, ACCESS_LOG: "on" }, failingShell);
  origin = await bed.listen();
});

afterAll(async () => {
  vi.restoreAllMocks();
  await bed.dispose();
});

const scrape = async () => {
  const response = await fetch(`${origin}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
};

/** The value of one series in a scrape, 0 when it has no sample yet. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/u.exec(line);
    if (match?.[1] !== name) continue;
    const present = (match[2] ?? "").split(/,(?=[a-z_]+=")/u);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

function logLineOf(requestId: string): Record<string, unknown> {
  const line = logLines.find((entry) => entry.includes(`"requestId":"${requestId}"`));
  expect(line, `a log line for ${requestId}`).toBeDefined();
  return JSON.parse(line!) as Record<string, unknown>;
}

describe("/metrics on a real origin", () => {
  it("answers a loopback scraper, and nobody whose request a proxy forwarded", async () => {
    const text = await scrape();
    expect(text).toContain("# TYPE genbagura_http_requests_total counter");
    for (const name of [
      "genbagura_registry_generation",
      "genbagura_outbox_backlog",
      "process_cpu_seconds_total",
    ])
      expect(text).toContain(`# HELP ${name} `);
    expect(sample(text, "genbagura_registry_generation", {})).toBeGreaterThanOrEqual(1);

    const forwarded = await fetch(`${origin}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(forwarded.status).toBe(404);
    expect(await forwarded.text()).not.toContain("# HELP");
  });

  // This machine's own address on its network: a request to it arrives from a peer that is not loopback.
  const networkAddress = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === "IPv4" && !entry.internal)?.address;

  it.runIf(networkAddress)(
    "refuses a peer that is neither loopback nor listed, unless it shows the token",
    async () => {
      const server = serve({ fetch: bed.app.fetch, port: 0, hostname: networkAddress });
      await new Promise<void>((resolve) => server.once("listening", () => resolve()));
      const stranger = `http://${networkAddress}:${(server.address() as AddressInfo).port}/metrics`;
      try {
        const refused = await fetch(stranger);
        expect(refused.status).toBe(404);
        expect(await refused.text()).not.toContain("# HELP");
        expect((await fetch(stranger, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  );

  it("answers a forwarded request with the right bearer token only", async () => {
    const withToken = (value: string) =>
      fetch(`${origin}/metrics`, {
        headers: { "x-forwarded-for": "203.0.113.9", authorization: `Bearer ${value}` },
      });
    const right = await withToken(token);
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("genbagura_http_requests_total");
    const wrong = await withToken(`${token}x`);
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).not.toContain("# HELP");
  });

  it("counts pages by the app owning them, its version and the status, and times them", async () => {
    const page = (app: string) => ({ app, version: "0000000000", kind: "page", status: "200" });
    const before = await scrape();
    for (const path of ["/", "/", "/contact"]) expect((await fetch(origin + path)).status).toBe(200);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(moved("genbagura_http_requests_total", page("shell"))).toBe(2);
    // /contact belongs to support, whatever renders it.
    expect(moved("genbagura_http_requests_total", page("support"))).toBe(1);
    const timed = { app: "shell", version: "0000000000", kind: "page" };
    expect(moved("genbagura_http_request_duration_seconds_count", timed)).toBe(2);
    expect(moved("genbagura_http_request_duration_seconds_bucket", { ...timed, le: "+Inf" })).toBe(2);
  });

  it("counts lead intake by form and status, and the outbox backlog it leaves", async () => {
    const before = await scrape();
    const post = (body: unknown) =>
      fetch(`${origin}/api/forms/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify(body),
      });
    expect((await post(contactSubmission("metrics@example.co.jp", "見積もりをお願いします。"))).status).toBe(
      201,
    );
    expect((await post({ email: "not-an-address" })).status).toBe(422);
    const after = await scrape();
    for (const status of ["201", "422"]) {
      const labels = { form: "contact", status };
      expect(sample(after, "genbagura_lead_submissions_total", labels), status).toBe(
        sample(before, "genbagura_lead_submissions_total", labels) + 1,
      );
    }
    const pending = { state: "pending" };
    expect(sample(after, "genbagura_outbox_backlog", pending)).toBe(
      sample(before, "genbagura_outbox_backlog", pending) + 1,
    );
    // What the visitor typed never reaches the log.
    expect(logLines.join("\n")).not.toContain("metrics@example.co.jp");
    expect(logLines.join("\n")).not.toContain("not-an-address");
  });

  it("counts a render that throws, and shows the visitor the id its log line carries", async () => {
    const labels = { app: "shell", version: "0000000000" };
    const before = await scrape();
    const response = await fetch(`${origin}/boom?email=taro@example.jp`);
    expect(response.status).toBe(500);
    const id = response.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^[0-9a-f]{16}$/u);
    const html = await response.text();
    expect(html).toContain(`${requestReferenceText}：<code>${id}</code>`);
    // Outside the React root, so the page hydrates as rendered.
    expect(html.indexOf(id)).toBeLessThan(html.indexOf('<div id="root">'));
    const after = await scrape();
    expect(sample(after, "genbagura_render_errors_total", labels)).toBe(
      sample(before, "genbagura_render_errors_total", labels) + 1,
    );
    expect(logLineOf(id)).toMatchObject({
      level: "error",
      msg: "request",
      path: "/boom",
      status: 500,
      app: "shell",
      version: "0000000000",
      kind: "page",
      error: "boom while rendering",
    });
    expect(logLines.join("\n")).not.toContain("taro@example.jp");
  });

  it("counts a page answered 503 because its remote is down, with the id on the page", async () => {
    const before = await scrape();
    const response = await fetch(`${origin}/cloud/plan`);
    expect(response.status).toBe(503);
    const id = response.headers.get("x-request-id") ?? "";
    expect(await response.text()).toContain(`<code>${id}</code>`);
    const after = await scrape();
    expect(sample(after, "genbagura_remote_down_responses_total", { app: "cloud" })).toBe(
      sample(before, "genbagura_remote_down_responses_total", { app: "cloud" }) + 1,
    );
    expect(logLineOf(id)).toMatchObject({ status: 503, app: "cloud", path: "/cloud/plan" });
    const durationMs = logLineOf(id).durationMs;
    expect(typeof durationMs === "number" && durationMs >= 0).toBe(true);
  });

  it("keeps a proxy's safe request id and replaces an unsafe one", async () => {
    const kept = await fetch(`${origin}/`, {
      headers: { "x-request-id": "0f1e2d3c4b5a69788796a5b4c3d2e1f0" },
    });
    expect(kept.headers.get("x-request-id")).toBe("0f1e2d3c4b5a69788796a5b4c3d2e1f0");
    const replaced = await fetch(`${origin}/`, { headers: { "x-request-id": "<b>not-an-id</b>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f]{16}$/u);
    // A page with a doubled slash is dispatched again inside the app: still one id, one count, one line.
    const merged = await fetch(`${origin}//contact`);
    const id = merged.headers.get("x-request-id") ?? "";
    expect(logLines.filter((line) => line.includes(id))).toHaveLength(1);
  });

  it("has every metric and label the Grafana dashboard's panels use", async () => {
    // The series of each kind exist once something happened: a page, a render error, a remote down, a lead.
    await fetch(`${origin}/`);
    await fetch(`${origin}/boom`);
    await fetch(`${origin}/cloud/plan`);
    await fetch(`${origin}/api/forms/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(contactSubmission("dashboard@example.co.jp", "資料をお願いします。")),
    });
    const scraped = await scrape();
    /** Label names per metric in the scrape. */
    const labelsOf = new Map<string, Set<string>>();
    for (const line of scraped.split("\n")) {
      const match = /^([a-z_]+)(?:\{(.*)\})? /u.exec(line);
      if (!match?.[1]) continue;
      const labels = labelsOf.get(match[1]) ?? new Set<string>();
      for (const pair of (match[2] ?? "").matchAll(/([a-z_]+)="/gu)) labels.add(pair[1]!);
      labelsOf.set(match[1], labels);
    }
    const dashboard = JSON.parse(
      readFileSync(new URL("../../../grafana/genbagura-site.json", import.meta.url), "utf8"),
    ) as { panels: { title: string; targets: { expr: string; legendFormat: string }[] }[] };
    const problems: string[] = [];
    for (const panel of dashboard.panels) {
      for (const { expr, legendFormat } of panel.targets) {
        const metrics = [...new Set(expr.match(/genbagura_[a-z_]+/gu) ?? [])];
        if (metrics.length === 0) problems.push(`${panel.title}: no metric of the site`);
        for (const metric of metrics) {
          if (!labelsOf.has(metric)) problems.push(`${panel.title}: ${metric} is not in /metrics`);
        }
        // Labels a matcher names must be on its metric; labels grouped on or shown, on one of the panel's.
        for (const matcher of expr.matchAll(/(genbagura_[a-z_]+)\{([^}]*)\}/gu)) {
          for (const label of matcher[2]!.matchAll(/([a-z_]+)\s*(?:=~|!~|!=|=)/gu)) {
            if (!labelsOf.get(matcher[1]!)?.has(label[1]!)) {
              problems.push(`${panel.title}: ${matcher[1]} has no label ${label[1]}`);
            }
          }
        }
        const grouped = [...expr.matchAll(/\b(?:by|on|group_left|group_right)\s*\(([^)]*)\)/gu)].flatMap(
          (clause) => clause[1]!.split(",").map((label) => label.trim()),
        );
        const shown = [...legendFormat.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/gu)].map((label) => label[1]!);
        for (const label of new Set([...grouped, ...shown].filter(Boolean))) {
          if (!metrics.some((metric) => labelsOf.get(metric)?.has(label))) {
            problems.push(`${panel.title}: no metric of its query has the label ${label}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(dashboard.panels.length).toBeGreaterThan(0);
  });
});
