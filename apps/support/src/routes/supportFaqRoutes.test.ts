import { isRedirectSource } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import type { FaqRouteData } from "../../content/pageData";
import { testLoadContext } from "../testLoadContext";
import { supportFaqRoutes } from "./supportFaqRoutes";

async function faqOf(path: string) {
  const route = supportFaqRoutes.find((candidate) => candidate.path === path);
  return (await route?.load?.({}, testLoadContext))?.data as FaqRouteData | undefined;
}

describe("support desk FAQ routes", () => {
  it("register the product pages under /faq/support and leave the redirected addresses to the redirect table", () => {
    expect(supportFaqRoutes.length).toBeGreaterThan(0);
    for (const route of supportFaqRoutes) {
      expect(route.path, route.path).toMatch(/^\/faq\/support\/[a-z_]+$/u);
      expect(isRedirectSource(route.path), route.path).toBe(false);
    }
    const paths = new Set(supportFaqRoutes.map((route) => route.path));
    for (const redirected of ["/faq/support", "/faq/support/pad"]) {
      expect(isRedirectSource(redirected), redirected).toBe(true);
      expect(paths.has(redirected), redirected).toBe(false);
    }
  });

  it("end each page's breadcrumbs on its title", () => {
    for (const route of supportFaqRoutes)
      expect(route.breadcrumbs?.at(-1), route.path).toEqual({ label: route.title });
  });

  it("answer at least 8 different questions on every page", async () => {
    for (const route of supportFaqRoutes) {
      const questions = (await faqOf(route.path))?.faq.categories.flatMap((category) => category.items) ?? [];
      expect(questions.length, route.path).toBeGreaterThanOrEqual(8);
      expect(new Set(questions.map((item) => item.question)).size, route.path).toBe(questions.length);
      for (const item of questions) expect([...item.answer].length, item.question).toBeGreaterThanOrEqual(40);
    }
  });

  it("give every category its own anchor", async () => {
    for (const route of supportFaqRoutes) {
      const ids = (await faqOf(route.path))?.faq.categories.map((category) => category.id) ?? [];
      expect(new Set(ids).size, route.path).toBe(ids.length);
      for (const id of ids) expect(id, route.path).toMatch(/^[a-z][a-z-]*$/u);
    }
  });

  it("point to the product's own FAQ or guide and to the other ways of finding an answer", async () => {
    for (const route of supportFaqRoutes) {
      const links = (await faqOf(route.path))?.related?.links.map((link) => link.href) ?? [];
      expect(links, route.path).toEqual(
        expect.arrayContaining(["/genbagurasupport_wiki", "/support/video-guide", "/faq"]),
      );
      expect(links[0], route.path).toMatch(/^\/(faq\/[a-z_]+|download\/cals_guide)$/u);
    }
  });
});
