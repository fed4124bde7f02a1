import type { RouteRegistration } from "@genbagura/routing";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { createRegistrationMatcher } from "./registrationMatcher";

const paths = [
  "/",
  "/news",
  "/news/page/:page",
  "/news/:date",
  "/news/pressrelease",
  "/news/pressrelease/page/:page",
  "/news/pressrelease/:date",
  "/case/:caseId",
  "/case/industry/:slug",
  "/case/:caseId/download",
  "/cloud/plan",
];
const registrations = paths.map((path) => ({ path }) as RouteRegistration);
const routes: RouteObject[] = [
  { id: "root", path: "/", children: paths.map((path) => ({ id: path, path })) },
];

describe("createRegistrationMatcher", () => {
  const registrationOf = createRegistrationMatcher(registrations, routes);

  it("answers exactly as React Router's matchRoutes does", () => {
    const probes = [
      "/",
      "/news",
      "/NEWS",
      "/news/page/2",
      "/news/20260101",
      "/news/pressrelease",
      "/news/pressrelease/page/3",
      "/news/pressrelease/20160203",
      "/case/001",
      "/case/industry/civil",
      "/case/001/download",
      "/case/001/download/extra",
      "/Cloud/Plan",
      "/cloud/plan/more",
      "/no/such/page",
    ];
    for (const pathname of probes) {
      const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.id;
      const expected = leaf && leaf !== "root" ? leaf : undefined;
      expect(registrationOf(pathname)?.path, pathname).toBe(expected);
    }
  });
});
