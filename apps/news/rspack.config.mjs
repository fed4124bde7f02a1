import { createRemoteConfig } from "@genbagura/build-config";

export default createRemoteConfig({ name: "news", dir: import.meta.dirname });
