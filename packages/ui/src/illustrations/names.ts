/** The illustrations drawn for the site; content refers to them by these names. */
export const illustrationNames = [
  "tabletOnSite",
  "photoLedger",
  "blackboard",
  "cloudSync",
  "hardHat",
  "chart",
] as const;
export type IllustrationName = (typeof illustrationNames)[number];
