/**
 * The 工事黒板 app's facts that other pages and families quote: one record, read by /kokuban, its spec
 * page, the FAQ (support) and the app comparison (news). The OS follows the newest announcement
 * (/announcements/kokuban-ios16-end: iOS 16 left with Ver.9.0 on 2026-10-01).
 */
export const kokubanFacts = {
  minimumIos: 17,
  /** Ver.9.0, the version that dropped iOS 16, and its release date. */
  osChange: { version: "9.0", date: "2026年10月1日" },
  trialDays: 30,
  /** 現場蔵 AI工事黒板, offered with 現場蔵カメラ and the Pad series since its release (/news/pressrelease/20260210). */
  aiLaunched: "2026-02-10",
} as const;

/** 「iOS 17以降、iPadOS 17以降」 */
export const kokubanOsText = `iOS ${kokubanFacts.minimumIos}以降、iPadOS ${kokubanFacts.minimumIos}以降`;
