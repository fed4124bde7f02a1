import { fileURLToPath } from "node:url";
import { createShellConfig } from "@genbagura/build-config";

const configs = createShellConfig({
  dir: import.meta.dirname,
  clientEntry: "./src/client/index.ts",
  serverEntry: "./src/server/render.tsx",
});

// Content collections (`content/**/*.collection.ts`, the announcements) run once at build time: both
// bundles get the data they export, never the Markdown files or the parser (packages/collections).
const collectionLoader = fileURLToPath(import.meta.resolve("@genbagura/collections/rspack-loader"));
for (const config of configs) {
  config.module?.rules?.push({ test: /\.collection\.ts$/, loader: collectionLoader });
}

export default configs;
