export { formSchemas } from "@genbagura/forms/formKinds";
export { forms } from "./forms";
export { highlights } from "./highlights";
export { datedEntries, facts, saleWindows } from "./publishedFacts";
export { default as routes } from "./routes";
