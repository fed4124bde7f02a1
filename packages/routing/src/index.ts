export * from "./contract";
export * from "./ownership";
export * from "./productCatalogue";
export * from "./productId";
export * from "./redirects";
export * from "./registry";
export * from "./renderContract";
export * from "./router";
