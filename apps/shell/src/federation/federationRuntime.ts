// The federation runtime of the page, in its own chunk: a shell page renders no remote until the visitor
// goes to one, so it downloads this only then (a remote page at start-up). The shell is built without
// the federation build plugin; it provides its own copies of the shared singletons to the share scope
// here, and the runtime-core the remotes' entries use (they are built with `externalRuntime`).
import * as routing from "@genbagura/routing";
import { createInstance } from "@module-federation/enhanced/runtime";
import injectExternalRuntimeCore from "@module-federation/inject-external-runtime-core-plugin";
import * as react from "react";
import * as jsxRuntime from "react/jsx-runtime";
import * as reactDom from "react-dom";
import * as reactDomClient from "react-dom/client";
import remoteErrorPlugin from "./remoteErrorPlugin";

declare const __SHARED_VERSIONS__: { react: string; "react-dom": string; "@genbagura/routing": string };

function singleton(version: string, lib: () => unknown) {
  return {
    version,
    lib,
    scope: "default",
    shareConfig: { singleton: true, requiredVersion: `^${version}` },
  };
}

const versions = __SHARED_VERSIONS__;

/** The page's one federation instance, named like the host container the remotes were built against. */
export const federation = createInstance({
  name: "shell",
  remotes: [],
  shareStrategy: "version-first",
  shared: {
    react: singleton(versions.react, () => react),
    "react/jsx-runtime": singleton(versions.react, () => jsxRuntime),
    "react-dom": singleton(versions["react-dom"], () => reactDom),
    "react-dom/client": singleton(versions["react-dom"], () => reactDomClient),
    "@genbagura/routing": singleton(versions["@genbagura/routing"], () => routing),
  },
  plugins: [remoteErrorPlugin(), injectExternalRuntimeCore()],
});
