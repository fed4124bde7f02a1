import { defineConfig } from "vitest/config";

export default defineConfig({
  // Drawings are imported as file URLs, as in the Rspack builds, never inlined as data: URLs.
  build: { assetsInlineLimit: 0 },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "content/**/*.test.ts"],
    environment: "node",
  },
});
