export { formSchemas } from "@genbagura/forms/formKinds";
export { forms } from "./forms";
export { facts } from "./publishedFacts";
export { prices } from "./publishedPrices";
export { default as routes } from "./routes";
