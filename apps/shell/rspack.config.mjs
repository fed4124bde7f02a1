import { createShellConfig } from "@genbagura/build-config";

export default createShellConfig({
  dir: import.meta.dirname,
  clientEntry: "./src/client/index.ts",
  serverEntry: "./src/server/render.tsx",
});
