import { defineRoute } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import { createGuardTable } from "../guards/sessionGuards";
import type { StaleBuildControl } from "../platform/staleBuild";
import { loaderArgs } from "../testing/loaderArgs";
import { createClientEnvironment } from "./clientEnvironment";

const staleBuild: StaleBuildControl = {
  fullLoadIfStale: () => false,
  beforeNewCode: async () => {},
  reloadAfterChunkFailure: () => false,
};
const environment = createClientEnvironment({
  guards: createGuardTable(async () => false),
  registry: { generation: 1, shell: "0123456789", remotes: [] },
  unavailableRemotes: new Set(),
  staleBuild,
  navigationTarget: () => undefined,
});
const goyo = defineRoute({
  path: "/goyo/:page",
  layout: "default",
  title: "御用達",
  description: "説明",
  validate: () => true,
  page: async () => ({ default: () => null }),
});

async function thrownResponse(promise: unknown): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a redirect");
}

describe("browser navigation pipeline", () => {
  it("applies the redirect table before a route loads, replacing the history entry", async () => {
    const response = await thrownResponse(
      environment.loaderFor(goyo)(loaderArgs("http://localhost/goyo/2021?ref=mail", { page: "2021" })),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/goyo?ref=mail");
    expect(response.headers.get("X-Remix-Replace")).toBe("true");
  });

  it("redirects unmatched old paths too, and leaves other hosts to a full load", async () => {
    const response = await thrownResponse(
      environment.unmatchedLoader(loaderArgs("http://localhost/appstore", {})),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
  });
});
