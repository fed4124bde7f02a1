export * from "./allowedRedirectHosts";
export * from "./redirectEngine";
export * from "./redirectExporters";
export * from "./redirectRule";
export * from "./redirectSources";
export * from "./redirectTable";
export * from "./validateRedirectTable";
