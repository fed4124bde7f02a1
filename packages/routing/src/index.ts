export * from "./contract";
export * from "./ownership";
export * from "./router";
