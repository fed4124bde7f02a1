export { default as routes } from "./routes";
