// The facade as browser builds see it (the build aliases `@genbagura/routing` here for the web target):
// everything but the redirect table and its tools. The server answers redirects, and the shell's client
// loads the table in a chunk of its own after hydration (`@genbagura/routing/redirects/redirectEngine`),
// so neither the shell's start-up code nor the facade the shell shares with the remotes carries it.
export * from "./contract";
export * from "./mergeSlashes";
export * from "./ownership";
export * from "./productCatalogue";
export * from "./productId";
export * from "./registry";
export * from "./renderContract";
export * from "./router";
export * from "./siteRegistry";
export * from "./trailingSlashes";
export * from "./unreservedEscapes";
