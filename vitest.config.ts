import { defineConfig } from "vitest/config";

// One run for every workspace: each project is the folder that holds its tests.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "contracts"],
  },
});
