import { familyCasesContext } from "@genbagura/routing/testing/loadContext";
import { registrationAt } from "@genbagura/routing/testing/registrations";
import { describe, expect, it } from "vitest";
import type { CloudProductPageData } from "../../content/pageData";
import routes from "../routes";
import { cloudFamilyProducts } from "./customerWall";

const { context, ownCaseHrefs } = familyCasesContext(cloudFamilyProducts, "goyo-dx");

describe("the family's product pages show its customers' wordmarks", () => {
  it.each(["/cloud", "/pix"])(
    "%s reads the news family's cases and shows only its own family's customers",
    async (path) => {
      const route = registrationAt(routes, path);
      expect(route.reads).toContain("news");
      const result = await route.load?.({}, context);
      const proof = (result?.data as CloudProductPageData | undefined)?.content.proof;
      expect(proof?.logos.map((entry) => entry.href)).toEqual(ownCaseHrefs);
    },
  );
});
