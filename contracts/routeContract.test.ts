import type { AppName, RouteRegistration } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import cloudRoutes from "../apps/cloud/src/routes";
import goyoRoutes from "../apps/goyo/src/routes";
import newsRoutes from "../apps/news/src/routes";
import padHardwareRoutes from "../apps/pad-hardware/src/routes";
import { shellRoutes } from "../apps/shell/src/routes/shellRoutes";
import supportRoutes from "../apps/support/src/routes";
import { findContractProblems } from "./routeContract";

const registrationsByApp: Record<AppName, readonly RouteRegistration[]> = {
  shell: shellRoutes,
  cloud: cloudRoutes,
  "pad-hardware": padHardwareRoutes,
  goyo: goyoRoutes,
  support: supportRoutes,
  news: newsRoutes,
};

const page = async () => ({ default: () => null });
const route = (path: string, extra: Partial<RouteRegistration> = {}): RouteRegistration => ({
  path,
  layout: "default",
  title: "題名",
  description: "説明",
  page,
  ...extra,
});

describe("shell–remote route contract", () => {
  it("holds for every registration of every app", () => {
    expect(findContractProblems(registrationsByApp)).toEqual([]);
  });

  it("reports a path claimed twice", () => {
    const problems = findContractProblems({ ...registrationsByApp, news: [route("/cloud")] });
    expect(problems.map((p) => p.problem)).toContain("claimed twice (also by cloud)");
  });

  it("reports a path outside its owner's prefixes", () => {
    const problems = findContractProblems({ ...registrationsByApp, cloud: [route("/pad/other")] });
    expect(problems).toContainEqual({
      app: "cloud",
      path: "/pad/other",
      problem: "claimed outside its owner's prefixes (owner: pad-hardware)",
    });
  });

  it("reports a path no app owns", () => {
    const problems = findContractProblems({ ...registrationsByApp, news: [route("/nowhere")] });
    expect(problems.map((p) => p.problem)).toContain("no app owns this path");
  });

  it("reports malformed registrations", () => {
    const malformed = route("/cloud/x", {
      layout: "sideways" as RouteRegistration["layout"],
      guards: ["vip" as never],
      title: " ",
      bodyClass: 'x" onload="alert(1)',
    });
    const problems = findContractProblems({ ...registrationsByApp, cloud: [malformed] }).map(
      (p) => p.problem,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        "unknown layout sideways",
        "unknown guard vip",
        "title is empty",
        "bodyClass must be one site class (g-…)",
      ]),
    );
  });

  it("requires dynamic paths to say which params exist", () => {
    const problems = findContractProblems({ ...registrationsByApp, news: [route("/news/:date")] });
    expect(problems.map((p) => p.problem)).toContain("a dynamic path needs prerender params or a validator");
  });
});
