import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHttpClient } from "@genbagura/http-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licenceFailure } from "./licenceFailure";

const fallbackMessage = "手続きを完了できませんでした。";
let server: Server;
let origin: string;

// A real local API: each path answers the way the licence API can.
beforeAll(async () => {
  server = createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.url === "/expired")
      json(401, { error: "no_session", message: "ログインの有効期限が切れました。" });
    else if (request.url === "/wrong-email")
      json(401, { error: "email_mismatch", message: "メールアドレスが一致しません。" });
    else if (request.url === "/broken") response.writeHead(500).end("Internal Server Error");
    // `/slow` never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function failureOf(path: string, options: { timeoutMs?: number; baseUrl?: string } = {}) {
  const client = createHttpClient({
    baseUrl: options.baseUrl ?? origin,
    timeoutMs: options.timeoutMs ?? 2_000,
  });
  try {
    await client.get(path);
  } catch (error) {
    return error;
  }
  throw new Error(`${path} did not fail`);
}

describe("licenceFailure", () => {
  it("sends a failed connection to /networkError", async () => {
    const closedPort = createServer();
    await new Promise<void>((resolve) => closedPort.listen(0, "127.0.0.1", resolve));
    const { port } = closedPort.address() as AddressInfo;
    await new Promise((resolve) => closedPort.close(resolve));
    const error = await failureOf("/anything", { baseUrl: `http://127.0.0.1:${port}` });
    expect(licenceFailure(error, { fallbackMessage })).toEqual({ navigateTo: "/networkError" });
  });

  it("sends a request without an answer in time to /timeoutError", async () => {
    const error = await failureOf("/slow", { timeoutMs: 100 });
    expect(licenceFailure(error, { fallbackMessage, sessionPage: "/license-deregister/license" })).toEqual({
      navigateTo: "/timeoutError",
    });
  });

  it("sends an expired session to /login with the page to come back to", async () => {
    const error = await failureOf("/expired");
    expect(licenceFailure(error, { fallbackMessage, sessionPage: "/license-deregister/license" })).toEqual({
      navigateTo: "/login?next=%2Flicense-deregister%2Flicense",
    });
  });

  it("shows a 401 of the login itself in place, with the API's code and message", async () => {
    const error = await failureOf("/wrong-email");
    expect(licenceFailure(error, { fallbackMessage })).toEqual({
      message: "メールアドレスが一致しません。",
      code: "email_mismatch",
    });
  });

  it("falls back to its own message when the API sent none, or for errors that are not HTTP errors", async () => {
    expect(licenceFailure(await failureOf("/broken"), { fallbackMessage })).toEqual({
      message: fallbackMessage,
    });
    expect(licenceFailure(new TypeError("bug"), { fallbackMessage })).toEqual({ message: fallbackMessage });
  });
});
