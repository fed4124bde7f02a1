import { createRemoteConfig } from "@genbagura/build-config";

export default createRemoteConfig({ name: "support", dir: import.meta.dirname });
