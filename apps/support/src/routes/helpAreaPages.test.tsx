import type { RouteRegistration } from "@genbagura/routing";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { testLoadContext } from "../testLoadContext";
import { softwareDownloadRoutes } from "./softwareDownloadRoutes";
import { supportFaqRoutes } from "./supportFaqRoutes";
import { supportHelpRoutes } from "./supportHelpRoutes";

// Every page of the help area rendered as the server renders it.

const helpAreaRoutes = [...softwareDownloadRoutes, ...supportHelpRoutes, ...supportFaqRoutes];

async function renderRoute(route: RouteRegistration): Promise<string> {
  const loaded = await route.load?.({}, testLoadContext);
  const { default: Page } = await route.page();
  return renderToString(
    <MemoryRouter initialEntries={[route.path]}>
      <Page data={loaded?.data} params={{}} />
    </MemoryRouter>,
  );
}

describe("help area pages", () => {
  it.each(helpAreaRoutes.map((route) => [route.path, route] as const))(
    "%s renders its title as the one h1, an outline without gaps and no form",
    async (_path, route) => {
      const html = await renderRoute(route);
      const levels = [...html.matchAll(/<h([1-6])[\s>]/gu)].map((match) => Number(match[1]));
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1)).toEqual([]);
      expect(html.match(/<h1[^>]*>(.*?)<\/h1>/u)?.[1]).toBe(route.title.replaceAll("&", "&amp;"));
      // Installers are requested through the contact form; these pages carry no form of their own.
      expect(html).not.toContain('class="g-form"');
    },
  );
});
