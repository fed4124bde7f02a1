import { createRemoteConfig } from "@genbagura/build-config";

export default createRemoteConfig({ name: "pad-hardware", dir: import.meta.dirname });
