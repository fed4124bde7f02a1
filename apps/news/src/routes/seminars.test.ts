import { isRedirectSource, type LoadContext } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { prerenderedPaths } from "@genbagura/routing/testing/registrations";
import { describe, expect, it } from "vitest";
import { archiveIds, seminarIds, supportSeminarSlugs } from "../../content/seminars/catalogue";
import { seminarRoutes } from "./seminars";

const context: LoadContext = testLoadContext();
const byPath = (path: string) => seminarRoutes.find((route) => route.path === path)!;

describe("seminar routes", () => {
  it("registers every page of the issue, none of them a redirect source", () => {
    const paths = seminarRoutes.map((route) => route.path);
    for (const path of [
      "/seminar",
      "/seminar/:date",
      "/seminar/archive/:date",
      "/seminar/archive/:date/thanks",
      "/seminar/for_premium_member",
      "/seminar/kmo",
      "/seminar/genbagura_faq",
      "/seminar/seminar_thanks",
      "/seminar/support/:slug",
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((path) => isRedirectSource(path))).toEqual([]);
  });

  it("guards the members' page with the premium guard and keeps thanks pages out of the index", () => {
    expect(byPath("/seminar/for_premium_member").guards).toEqual(["premium"]);
    expect(byPath("/seminar/seminar_thanks")).toMatchObject({ layout: "thanks", noindex: true });
    expect(byPath("/seminar/archive/:date/thanks")).toMatchObject({ layout: "thanks", noindex: true });
  });

  it("prerenders, validates and loads every page, each with a unique title", async () => {
    const titles: string[] = [];
    for (const registration of seminarRoutes) {
      for (const params of registration.prerender ? await registration.prerender() : [{}]) {
        if (registration.validate) expect(await registration.validate(params), registration.path).toBe(true);
        const payload = await registration.load?.(params, context);
        expect(payload, registration.path).toBeTruthy();
        titles.push(payload?.meta?.title ?? registration.title);
      }
    }
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("prerenders a page for every seminar, support seminar and recording of the catalogue", async () => {
    const paths = await prerenderedPaths(seminarRoutes);
    expect(paths).toEqual(
      expect.arrayContaining([
        ...seminarIds.map((id) => `/seminar/${id}`),
        ...supportSeminarSlugs.map((slug) => `/seminar/support/${slug}`),
        ...archiveIds.flatMap((id) => [`/seminar/archive/${id}`, `/seminar/archive/${id}/thanks`]),
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("answers 404 for malformed dates, unknown dates and seminars without a recording", async () => {
    for (const date of ["2026-12-03", "20261332", "20261204", "kmo"]) {
      expect(await byPath("/seminar/:date").validate?.({ date }), date).toEqual({ statusCode: 404 });
    }
    expect(await byPath("/seminar/archive/:date").validate?.({ date: "20261203" })).toEqual({
      statusCode: 404,
    });
    expect(await byPath("/seminar/support/:slug").validate?.({ slug: "unknown" })).toEqual({
      statusCode: 404,
    });
  });
});
