// @ts-check
// Browser builds take this in place of `@module-federation/error-codes` (see `federationErrorMessages` in
// index.mjs): the same codes and message shape, without the English description of every code, which
// the linked troubleshooting page gives. A federation error still names its code, its arguments, the
// page that explains it and the original error.
// The codes themselves; the names below replace the package's own (local exports win over `export *`).
export * from "@module-federation/error-codes";

/** @type {Record<string, string>} */
export const runtimeDescMap = {};
/** @type {Record<string, string>} */
export const typeDescMap = {};
/** @type {Record<string, string>} */
export const buildDescMap = {};
/** @type {Record<string, string>} */
export const errorDescMap = {};

/**
 * @param {string} errorCode
 * @param {Record<string, string>} _descMap
 * @param {unknown} [args]
 * @param {string} [originalErrorMsg]
 */
export function getShortErrorMsg(errorCode, _descMap, args, originalErrorMsg) {
  const page = errorCode.split("-")[0]?.toLowerCase();
  const msg = [`Module Federation error #${errorCode}`];
  if (args) msg.push(`args: ${JSON.stringify(args)}`);
  msg.push(`See https://module-federation.io/guide/troubleshooting/${page}#${errorCode.toLowerCase()}`);
  if (originalErrorMsg) msg.push(`Original Error Message:\n ${originalErrorMsg}`);
  return msg.join("\n");
}
