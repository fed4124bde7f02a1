import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { e2ePortOffset, e2eSiteDir } from "./support/environment";
import { type ExtraServer, startExtraServer } from "./support/extraServer";

test.describe.configure({ mode: "serial" });

// A local stand-in for the CloudWatch RUM data plane: the real aws-rum-web client sends it its batches.
const events: { type: string; details: string }[] = [];
let endpoint: Server;
let site: ExtraServer;
const endpointPort = e2ePortOffset(3);

test.beforeAll(async () => {
  endpoint = createServer((request, response) => {
    response.setHeader("Access-Control-Allow-Origin", request.headers.origin ?? "*");
    response.setHeader("Access-Control-Allow-Headers", "*");
    response.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS");
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method === "POST") {
        const raw = Buffer.concat(chunks);
        const body = request.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
        const batch = JSON.parse(body.toString("utf8")) as {
          RumEvents?: { type: string; details: string }[];
        };
        events.push(...(batch.RumEvents ?? []));
      }
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(endpointPort, "127.0.0.1", resolve));
  site = await startExtraServer(e2ePortOffset(4), {
    SITE_DIR: e2eSiteDir,
    RUM_IDENTITY_POOL_ID: "ap-northeast-1:00000000-0000-0000-0000-000000000000",
    RUM_APP_MONITOR_ID: "11111111-2222-3333-4444-555555555555",
    RUM_ENDPOINT: `http://127.0.0.1:${endpointPort}/`,
    RUM_SIGNING: "false",
  });
});

test.afterAll(async () => {
  await site.stop();
  await new Promise((resolve) => endpoint.close(resolve));
});

test("with monitoring configured, a page view and an uncaught error reach the endpoint in a batch", async ({
  page,
}) => {
  await page.goto(`${site.origin}/cloud`);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("e2e uncaught error");
    }, 0);
  });
  await expect
    .poll(() => events.map((event) => event.type), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(["com.amazon.rum.page_view_event", "com.amazon.rum.js_error_event"]));
  const errorEvent = events.find((event) => event.type === "com.amazon.rum.js_error_event");
  expect(errorEvent?.details).toContain("e2e uncaught error");
});
