export { facts } from "./publishedFacts";
export { prices } from "./publishedPrices";
export { default as routes } from "./routes";
