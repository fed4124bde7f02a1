export { formSchemas } from "@genbagura/forms/formKinds";
export { forms } from "./forms";
export { default as routes } from "./routes";
