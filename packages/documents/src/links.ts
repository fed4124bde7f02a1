/** A published file of an app's client build: its URL in the version being rendered and its size. */
export interface DocumentAsset {
  href: string;
  bytes: number;
}

/** `約120 KB`, `約1.4 MB`: the size a link announces. */
export function documentSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `約${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `約${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** `仕様書をダウンロード(PDF・約120 KB)`: what a link to a PDF says. */
export function documentLinkLabel(action: string, asset: DocumentAsset): string {
  return `${action}(PDF・${documentSizeText(asset.bytes)})`;
}
