export { editions } from "./publishedEditions";
export { prices } from "./publishedPrices";
export { default as routes } from "./routes";
