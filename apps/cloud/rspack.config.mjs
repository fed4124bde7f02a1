import { createRemoteConfig } from "@genbagura/build-config";

export default createRemoteConfig({ name: "cloud", dir: import.meta.dirname });
