import type { RecordedFact } from "@genbagura/routing";
import { kokubanFacts } from "../content/kokuban/facts";

/** The 工事黒板 app's recorded facts, for the fact check at every publish. */
export async function facts(): Promise<readonly RecordedFact[]> {
  return [
    {
      id: "kokuban.minimumIos",
      kind: "ios",
      subjects: ["現場蔵 工事黒板", "工事黒板アプリ"],
      // 「iOS 17以降」, not the 「iPadOS 17以降」 beside it (the same number today, a fact of its own).
      pattern: "(?<!iPad)iOS ?(\\d{2})(?:以降|以上)",
      values: [String(kokubanFacts.minimumIos)],
    },
  ];
}
