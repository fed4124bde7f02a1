import type { RecordedFact } from "@genbagura/routing";
import { goyoTrial } from "../content/goyo/trialTerms";
import { kokubanFacts } from "../content/kokuban/facts";

/** The recorded facts of 御用達 and the 工事黒板 app, for the fact check at every publish. */
export async function facts(): Promise<readonly RecordedFact[]> {
  return [
    {
      id: "kokuban.minimumIos",
      kind: "ios",
      subjects: ["現場蔵 工事黒板", "工事黒板アプリ"],
      values: [String(kokubanFacts.minimumIos)],
    },
    {
      id: "kokuban.trialDays",
      kind: "trial-length",
      subjects: ["現場蔵 工事黒板", "工事黒板アプリ"],
      values: [`${kokubanFacts.trialDays}日`],
    },
    {
      id: "goyo.trial.months",
      kind: "trial-length",
      subjects: ["現場蔵 御用達DX", "御用達DX", "現場蔵 御用達", "御用達"],
      values: [`${goyoTrial.months}か月`],
    },
  ];
}
