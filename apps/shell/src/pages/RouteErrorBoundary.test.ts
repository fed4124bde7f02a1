import { describe, expect, it } from "vitest";
import { classifyRouteError } from "./RouteErrorBoundary";

function chunkLoadError(): Error {
  const error = new Error("Loading chunk 972 failed.\n(error: /assets/cloud/c529599d33/972.fba907c6.js)");
  error.name = "ChunkLoadError";
  return error;
}

describe("classifyRouteError", () => {
  it("shows code that failed to load even after the one reload as unavailable, not as the apology", () => {
    expect(classifyRouteError(chunkLoadError())).toMatchObject({ view: "unavailable", status: 503 });
    expect(classifyRouteError(new Error("Loading CSS chunk styles failed."))).toMatchObject({
      view: "unavailable",
    });
  });

  it("keeps the apology page for any other error", () => {
    expect(classifyRouteError(new TypeError("x is undefined"))).toEqual({
      view: "apology",
      status: 500,
      message: "x is undefined",
    });
  });
});
