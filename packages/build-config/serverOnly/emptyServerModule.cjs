// What a browser build gets for a `*.server.ts` module: nothing. Named imports of it are undefined.
module.exports = {};
