import { describe, expect, it } from "vitest";
import { remotePreloads } from "./remotePreloads";

const manifest = {
  metaData: { remoteEntry: { name: "remoteEntry.467721be.js", path: "" } },
  exposes: [
    { path: "./routes", assets: { js: { sync: ["__federation_expose_routes.63521856.js"], async: ["12.ab.js"] } } },
  ],
};

describe("remotePreloads", () => {
  it("names the manifest, the entry and the routes chunk next to the manifest", () => {
    expect(remotePreloads("/assets/cloud/0123456789/mf-manifest.json", manifest)).toEqual([
      { href: "/assets/cloud/0123456789/mf-manifest.json", as: "fetch" },
      { href: "/assets/cloud/0123456789/remoteEntry.467721be.js", as: "script" },
      { href: "/assets/cloud/0123456789/__federation_expose_routes.63521856.js", as: "script" },
    ]);
  });

  it("keeps a remote served from another host absolute, and honours an entry sub-path", () => {
    const preloads = remotePreloads("https://cdn.example.jp/cloud/mf-manifest.json", {
      metaData: { remoteEntry: { name: "remoteEntry.js", path: "client/" } },
    });
    expect(preloads.map((preload) => preload.href)).toEqual([
      "https://cdn.example.jp/cloud/mf-manifest.json",
      "https://cdn.example.jp/cloud/client/remoteEntry.js",
    ]);
  });

  it("preloads only the manifest when it names no entry (the runtime reports the broken remote)", () => {
    expect(remotePreloads("/assets/news/0123456789/mf-manifest.json", {})).toEqual([
      { href: "/assets/news/0123456789/mf-manifest.json", as: "fetch" },
    ]);
  });
});
