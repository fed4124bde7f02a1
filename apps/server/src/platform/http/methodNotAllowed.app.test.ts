import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openOriginTestBed } from "../../testing/originTestBed";

let bed: ReturnType<typeof openOriginTestBed>;
beforeAll(() => {
  bed = openOriginTestBed();
});
afterAll(() => bed.dispose());

describe("wrong methods on the real origin", () => {
  it("answer 405 with Allow on API routes, 404 where no route exists", async () => {
    const get = await bed.app.request("http://localhost/api/forms/contact");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toContain("POST");
    const put = await bed.app.request("http://localhost/api/premium/login", { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("POST");
    expect((await bed.app.request("http://localhost/api/no-such-endpoint")).status).toBe(404);
  });

  it("answer 405 with Allow on pages", async () => {
    const response = await bed.app.request("http://localhost/contact", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});
