import { createRemoteConfig } from "@genbagura/build-config";
import { documentsPlugin } from "@genbagura/documents/rspack";

export default createRemoteConfig({
  name: "support",
  dir: import.meta.dirname,
  clientPlugins: [documentsPlugin({ entry: "./src/documents/index.tsx" })],
});
