/**
 * Per-campaign links that open the first guide without the form (printed on DMs, shown at seminars).
 * Not a security boundary: the guide is marketing material, the link only skips the registration.
 */
export const firstGuideCampaignSecrets: readonly string[] = ["seminar2025", "showroom2025", "dm2025summer"];

export function isFirstGuideCampaignSecret(secret: string | undefined): boolean {
  return secret !== undefined && firstGuideCampaignSecrets.includes(secret);
}
