import { describe, expect, it } from "vitest";
import { containerOfManifest } from "./loadRemoteRoutes";

const manifestUrl = new URL("https://genbagura.example/assets/support/0123456789/mf-manifest.json");
const manifest = (metaData: Record<string, unknown>) => ({ metaData });

describe("a remote's container, as its manifest states it", () => {
  it("registers the prefixed global the version was built with", () => {
    const container = containerOfManifest(
      manifest({
        name: "__genbagura_mf_support",
        globalName: "__genbagura_mf_support",
        remoteEntry: { name: "remoteEntry.c924e67f.js", path: "" },
      }),
      manifestUrl,
    );
    expect(container).toEqual({
      name: "__genbagura_mf_support",
      globalName: "__genbagura_mf_support",
      entry: "https://genbagura.example/assets/support/0123456789/remoteEntry.c924e67f.js",
    });
  });

  it("still loads a version kept for rollback under its old bare global", () => {
    const container = containerOfManifest(
      manifest({ name: "pad_hardware", globalName: "pad_hardware", remoteEntry: { name: "remoteEntry.js" } }),
      manifestUrl,
    );
    expect(container.globalName).toBe("pad_hardware");
    expect(container.name).toBe("pad_hardware");
  });

  it("falls back to the name when a manifest states no global, and resolves a sub-folder entry", () => {
    const container = containerOfManifest(
      manifest({ name: "news", remoteEntry: { name: "remoteEntry.js", path: "js" } }),
      manifestUrl,
    );
    expect(container.globalName).toBe("news");
    expect(container.entry).toBe("https://genbagura.example/assets/support/0123456789/js/remoteEntry.js");
  });

  it("refuses a manifest without an entry or a name", () => {
    expect(() => containerOfManifest(manifest({ name: "news" }), manifestUrl)).toThrow(/No remote entry/);
    expect(() => containerOfManifest(manifest({ remoteEntry: { name: "x.js" } }), manifestUrl)).toThrow(
      /No remote entry/,
    );
    expect(() => containerOfManifest(null, manifestUrl)).toThrow(/No remote entry/);
  });
});
