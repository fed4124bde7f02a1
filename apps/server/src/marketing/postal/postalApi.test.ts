import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createPostalApi, POSTAL_API_PATH } from "./postalApi";

const site = new Hono().route(POSTAL_API_PATH, createPostalApi());

describe("GET /api/postal/:code", () => {
  it("answers a real code, hyphenated or not, with a cacheable JSON body", async () => {
    for (const code of ["100-0001", "1000001"]) {
      const response = await site.request(`${POSTAL_API_PATH}/${code}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
      expect(await response.json()).toEqual({
        code: "1000001",
        pref: "東京都",
        city: "千代田区",
        town: "千代田",
      });
    }
  });

  it("answers 400 to a malformed code and 404 to an unknown one", async () => {
    expect((await site.request(`${POSTAL_API_PATH}/12345`)).status).toBe(400);
    const unknown = await site.request(`${POSTAL_API_PATH}/000-0000`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: "この郵便番号は見つかりませんでした。住所を直接入力してください。",
    });
  });
});
