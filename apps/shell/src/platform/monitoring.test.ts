// @vitest-environment jsdom
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildRumConfig, ownOriginPattern, type RumModule, startMonitoring } from "./monitoring";

const configured = {
  identityPoolId: "ap-northeast-1:00000000-0000-0000-0000-000000000000",
  appMonitorId: "11111111-2222-3333-4444-555555555555",
  sessionSampleRate: 0.25,
  siteOrigin: "https://www.genbagura.example",
};

describe("buildRumConfig", () => {
  it("sets the monitoring defaults of the site", () => {
    const setup = buildRumConfig(configured);
    expect(setup).toMatchObject({
      applicationId: configured.appMonitorId,
      applicationVersion: "1.0.0",
      region: "ap-northeast-1",
      config: {
        identityPoolId: configured.identityPoolId,
        sessionSampleRate: 0.25,
        allowCookies: true,
        enableXRay: true,
        dispatchInterval: 5_000,
        batchLimit: 100,
        eventCacheSize: 200,
        retries: 2,
        sessionLengthSeconds: 1_800,
        userIdRetentionDays: 30,
      },
    });
    expect(setup.config.telemetries?.slice(0, 2)).toEqual(["errors", "performance"]);
    expect(setup.config).not.toHaveProperty("endpoint");
    expect(setup.config).not.toHaveProperty("signing");
  });

  it("limits HTTP telemetry and trace headers to the site's own origin", () => {
    const http = buildRumConfig(configured).config.telemetries?.[2];
    expect(Array.isArray(http) && http[0]).toBe("http");
    const options = (http as [string, { addXRayTraceIdHeader: RegExp[]; urlsToInclude: RegExp[] }])[1];
    for (const patterns of [options.addXRayTraceIdHeader, options.urlsToInclude]) {
      const matches = (url: string) => patterns.some((pattern) => pattern.test(url));
      expect(matches("https://www.genbagura.example/api/forms/contact")).toBe(true);
      expect(matches("/api/redirects?path=/cloud")).toBe(true);
      expect(matches("https://dataplane.rum.ap-northeast-1.amazonaws.com/appmonitors/x")).toBe(false);
      expect(matches("https://www.genbagura.example.evil.test/")).toBe(false);
      expect(matches("//evil.test/steal")).toBe(false);
    }
  });

  it("passes the endpoint, signing and guest role through when given", () => {
    const { config } = buildRumConfig({
      ...configured,
      endpoint: "http://127.0.0.1:9/",
      signing: false,
      guestRoleArn: "arn:aws:iam::000000000000:role/rum-guest",
    });
    expect(config).toMatchObject({
      endpoint: "http://127.0.0.1:9/",
      signing: false,
      guestRoleArn: "arn:aws:iam::000000000000:role/rum-guest",
    });
  });

  it("defaults the sample rate to every session", () => {
    const { sessionSampleRate: _omitted, ...withoutRate } = configured;
    expect(buildRumConfig(withoutRate).config.sessionSampleRate).toBe(1);
  });
});

describe("ownOriginPattern", () => {
  it("treats the origin literally and respects the port", () => {
    const pattern = ownOriginPattern("http://localhost:8080");
    expect(pattern.test("http://localhost:8080/x")).toBe(true);
    expect(pattern.test("http://localhost:8081/x")).toBe(false);
    expect(ownOriginPattern("https://a.example").test("https://aXexample/")).toBe(false);
  });
});

describe("startMonitoring", () => {
  afterEach(() => vi.restoreAllMocks());

  const countingLoader = () => {
    const loader = { calls: 0, load: () => Promise.reject(new Error("unused")) as Promise<RumModule> };
    loader.load = () => {
      loader.calls += 1;
      return import("aws-rum-web");
    };
    return loader;
  };

  it.each([
    {},
    { identityPoolId: configured.identityPoolId },
    { appMonitorId: configured.appMonitorId },
    { identityPoolId: "", appMonitorId: "" },
  ])("does not import the RUM client without configuration: %o", async (config) => {
    const loader = countingLoader();
    const handle = await startMonitoring(config, loader.load);
    expect(loader.calls).toBe(0);
    expect(handle.active).toBe(false);
    expect(() => handle.recordError(new Error("ignored"))).not.toThrow();
  });

  it("only logs when the client cannot be loaded", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const handle = await startMonitoring(configured, () => Promise.reject(new Error("chunk 404")));
    expect(handle.active).toBe(false);
    expect(logged).toHaveBeenCalledOnce();
  });

  it("only logs when the real client refuses its configuration", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const handle = await startMonitoring({ ...configured, endpoint: "not a url", signing: false });
    expect(handle.active).toBe(false);
    expect(logged).toHaveBeenCalledOnce();
  });
});

describe("startMonitoring against a local RUM endpoint", () => {
  let server: Server;
  let endpoint: string;
  const batches: { path: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = req.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
        batches.push({ path: req.url ?? "", body: body.toString("utf8") });
        res.writeHead(200, { "access-control-allow-origin": "*" });
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("starts the real client, which sends recorded errors to the endpoint", { timeout: 15_000 }, async () => {
    const handle = await startMonitoring({
      ...configured,
      sessionSampleRate: 1,
      siteOrigin: location.origin,
      endpoint,
      signing: false,
    });
    expect(handle.active).toBe(true);
    handle.recordError(new Error("見積フォームの送信に失敗しました"));
    await vi.waitFor(() => expect(batches.length).toBeGreaterThan(0), { timeout: 10_000, interval: 200 });
    expect(batches[0]?.path).toBe(`/appmonitors/${configured.appMonitorId}`);
    expect(batches.some((batch) => batch.body.includes("見積フォームの送信に失敗しました"))).toBe(true);
  });
});
