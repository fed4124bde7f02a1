/** The part of the Network Information API the shell reads (not in every browser, hence optional). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const slowEffectiveTypes: ReadonlySet<string> = new Set(["slow-2g", "2g"]);

/** True when the visitor asked to save data or the link is 2G-slow: skip optional downloads. */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (connection === undefined) return false;
  return connection.saveData === true || slowEffectiveTypes.has(connection.effectiveType ?? "");
}

/** `navigator.connection` where the browser has it. */
export function currentConnection(): ConnectionInfo | undefined {
  const navigatorWithConnection = globalThis.navigator as
    | (Navigator & { connection?: ConnectionInfo })
    | undefined;
  return navigatorWithConnection?.connection;
}
