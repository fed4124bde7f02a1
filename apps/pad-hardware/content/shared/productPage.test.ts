import { describe, expect, it } from "vitest";
import { catalogue } from "../catalogue";
import { camContent } from "../products/cam";
import { careContent } from "../products/care";
import { productCallToAction } from "./links";
import { priceTableOf } from "./priceBlocks";

/** Licences and services are not shipped, and a page about one product offers to talk about that product. */
describe("product pages say what fits the kind of product", () => {
  const notShipped = catalogue.filter((product) => product.kind === "app" || product.kind === "care");

  it("promises free shipping only for goods", () => {
    for (const product of notShipped) {
      expect(JSON.stringify(priceTableOf(product)), product.id).not.toMatch(/送料は無料|送料が無料/);
    }
    for (const content of [camContent, careContent]) {
      expect(JSON.stringify(content)).not.toMatch(/送料は無料|送料が無料/);
    }
  });

  it("offers a consultation about the product itself", () => {
    for (const product of catalogue) {
      const contact = productCallToAction(product, "").actions.find((action) =>
        action.label.includes("相談"),
      );
      expect(contact?.label, product.id).toContain(product.name);
    }
    for (const content of [camContent, careContent]) {
      expect(JSON.stringify(content)).not.toContain("現場蔵Padの導入");
    }
  });
});
