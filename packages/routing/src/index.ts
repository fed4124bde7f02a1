export * from "./contract";
export * from "./ownership";
export * from "./router";
export * from "./productCatalogue";
export * from "./productId";
export * from "./redirects";
export * from "./renderContract";
export * from "./registry";
