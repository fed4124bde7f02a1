import { familyCasesContext } from "@genbagura/routing/testing/loadContext";
import { registrationAt } from "@genbagura/routing/testing/registrations";
import type { ProductPageContent } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { goyoFamilyProducts } from "./customerWall";

const { context, ownCaseHrefs } = familyCasesContext(goyoFamilyProducts, "pad");

describe("the family's product pages show its customers' wordmarks", () => {
  it.each(["/goyo/dx", "/kokuban", "/dekigata"])(
    "%s reads the news family's cases and shows only its own family's customers",
    async (path) => {
      const route = registrationAt(routes, path);
      expect(route.reads).toContain("news");
      const result = await route.load?.({}, context);
      const proof = (result?.data as ProductPageContent | undefined)?.proof;
      expect(proof?.logos.map((entry) => entry.href)).toEqual(ownCaseHrefs);
    },
  );
});
