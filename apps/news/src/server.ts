export { formSchemas } from "@genbagura/forms/formKinds";
export { forms } from "./forms";
export { highlights } from "./highlights";
export { default as routes } from "./routes";
