import { defineRoute, type RouteRegistration } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import { loaderArgs } from "../testing/loaderArgs";
import { assembleRoutes, type RouteEnvironment, rootRouteId, unmatchedRouteId } from "./assembleRoutes";
import { isRouteHandle } from "./routeHandle";

const environment: RouteEnvironment = {
  loaderFor: (registration) => async () => ({ from: registration.path }),
  unmatchedLoader: async () => null,
};

function Page() {
  return null;
}

const registrations: RouteRegistration[] = [
  defineRoute({
    path: "/cloud",
    layout: "default",
    title: "現場蔵クラウド",
    description: "説明",
    breadcrumbs: [{ label: "クラウド" }],
    page: async () => ({ default: Page }),
  }),
  defineRoute({
    path: "/price/premium",
    layout: "thanks",
    title: "会員価格",
    description: "説明",
    guards: ["premium"],
    page: async () => {
      throw new Error("Loading chunk 12 failed.");
    },
  }),
];

describe("assembleRoutes", () => {
  const [root] = assembleRoutes(registrations, environment);

  it("puts every registration under the root shell, with the catch-all last", () => {
    expect(root?.id).toBe(rootRouteId);
    expect(root?.children?.map((route) => route.id)).toEqual(["/cloud", "/price/premium", unmatchedRouteId]);
    expect(root?.children?.at(-1)?.path).toBe("*");
  });

  it("uses the path as the route id so server and browser agree on hydration data", () => {
    for (const route of root?.children ?? []) {
      if (route.id !== unmatchedRouteId) expect(route.id).toBe(route.path);
    }
  });

  it("carries layout, guards and breadcrumbs in the handle", () => {
    const premium = root?.children?.[1];
    expect(isRouteHandle(premium?.handle)).toBe(true);
    expect(premium?.handle).toMatchObject({ layout: "thanks", guards: ["premium"], title: "会員価格" });
    expect(root?.children?.[0]?.handle).toMatchObject({ breadcrumbs: [{ label: "クラウド" }] });
  });

  it("gives every route the environment's loader", async () => {
    const loader = root?.children?.[0]?.loader;
    expect(typeof loader).toBe("function");
    if (typeof loader !== "function") return;
    const result = await loader(loaderArgs("http://localhost/cloud", {}));
    expect(result).toEqual({ from: "/cloud" });
  });

  it("loads the page lazily and hands a failed chunk to the error boundary instead of rejecting", async () => {
    const ok = root?.children?.[0]?.lazy;
    const failing = root?.children?.[1]?.lazy;
    if (typeof ok !== "function" || typeof failing !== "function") throw new Error("lazy routes expected");
    expect(typeof (await ok()).Component).toBe("function");
    const { Component } = await failing();
    expect(() => (Component as () => never)()).toThrow("Loading chunk 12 failed.");
  });
});
