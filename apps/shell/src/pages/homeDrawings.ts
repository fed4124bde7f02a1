import { drawing, type IllustrationName, type IllustrationRef } from "@genbagura/illustrations";
import { homeContent } from "./homeContent";

export type HomeDrawings = Partial<Record<IllustrationName, IllustrationRef>>;

/** The home page's drawings, resolved in its `load` so the table of drawings stays on the server. */
export function homeDrawings(): HomeDrawings {
  const names = [
    homeContent.hero.illustration,
    ...homeContent.families.flatMap((family) => family.illustration ?? []),
  ];
  return Object.fromEntries(names.map((name) => [name, drawing(name)]));
}
