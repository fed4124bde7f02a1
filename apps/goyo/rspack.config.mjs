import { createRemoteConfig } from "@genbagura/build-config";

export default createRemoteConfig({ name: "goyo", dir: import.meta.dirname });
