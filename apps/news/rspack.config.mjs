import { fileURLToPath } from "node:url";
import { createRemoteConfig } from "@genbagura/build-config";
import { documentsPlugin } from "@genbagura/documents/rspack";

const configs = createRemoteConfig({
  name: "news",
  dir: import.meta.dirname,
  clientPlugins: [documentsPlugin({ entry: "./src/documents/index.tsx" })],
});

// Content collections (`content/**/*.collection.ts`) run once at build time: both bundles get the data
// they export, never the Markdown files or the parser (packages/collections/src/rspackLoader.mjs).
const collectionLoader = fileURLToPath(import.meta.resolve("@genbagura/collections/rspack-loader"));
for (const config of configs) {
  config.module?.rules?.push({ test: /\.collection\.ts$/, loader: collectionLoader });
}

export default configs;
