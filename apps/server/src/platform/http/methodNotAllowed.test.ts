import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { allowedMethods } from "./methodNotAllowed";

describe("allowedMethods", () => {
  const api = new Hono();
  api.post("/forms/:formId", (c) => c.text("ok"));
  api.get("/postal/:code", (c) => c.text("ok"));
  api.get("/premium/me", (c) => c.text("ok"));
  api.post("/premium/login", (c) => c.text("ok"));
  api.all("*", (c) => c.text("fallback", 404));

  it("names the methods a path answers to", () => {
    expect(allowedMethods(api, "/forms/contact")).toEqual(["POST"]);
    expect(allowedMethods(api, "/postal/1000001")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods(api, "/premium/login")).toEqual(["POST"]);
  });

  it("names none for paths no route has, so they stay 404", () => {
    expect(allowedMethods(api, "/forms")).toEqual([]);
    expect(allowedMethods(api, "/forms/contact/extra")).toEqual([]);
    expect(allowedMethods(api, "/nothing")).toEqual([]);
  });
});
