export { highlights } from "./highlights";
export { default as routes } from "./routes";
