import type { CollectionRoot } from "@genbagura/collections";
import { assertKnownProducts, isProductId } from "../knownProducts";
import { loadCaseFiles } from "./caseFiles";
import type { CaseStudyRecord } from "./caseTypes";

/**
 * Every case study, complete: the files read and validated, and their product ids checked against the
 * site's products (a file naming a product the site does not sell fails the build).
 */
export function loadCaseRecords(root?: CollectionRoot): CaseStudyRecord[] {
  const files = loadCaseFiles(root);
  const folder = root?.folder ?? "content/cases";
  assertKnownProducts(
    folder,
    files.map((file) => ({ file: `${folder}/${file.id}.md`, products: file.products })),
  );
  return files.map((file) => {
    const [filed, ...others] = file.products;
    return { ...file, products: [filed, ...others.filter(isProductId)] };
  });
}
