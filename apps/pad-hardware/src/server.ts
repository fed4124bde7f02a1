export { formSchemas } from "@genbagura/forms/formKinds";
export { forms } from "./forms";
export { datedEntries, facts, saleWindows } from "./publishedFacts";
export { default as routes } from "./routes";
