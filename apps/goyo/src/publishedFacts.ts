import type { RecordedFact } from "@genbagura/routing";
import { goyoTrial } from "../content/goyo/trialTerms";
import { kokubanFacts } from "../content/kokuban/facts";
import { kokubanDocumentPdfSent } from "../content/landing/kokubanRequest";

/** Today in Japan (YYYY-MM-DD): a launch date in the future is still a preview. */
const today = (): string => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

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
    {
      id: "kokuban.aiLaunched",
      kind: "availability",
      subjects: ["現場蔵 AI工事黒板", "AI工事黒板"],
      values: [kokubanFacts.aiLaunched <= today() ? "提供中" : "先行提供"],
    },
    // The family's own document request, read on its pages before the support desk's.
    {
      id: "kokuban.documentPdfSent",
      kind: "document-delivery",
      subjects: ["工事黒板アプリの資料"],
      values: [kokubanDocumentPdfSent],
    },
  ];
}
