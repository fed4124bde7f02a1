import type { MemberStore } from "./memberStore";
import { hashPasswordSync } from "./passwordHash";

/** Fictional premium members for development and the end-to-end tests (listed in the README). */
export const demoMembers = [
  {
    memberId: "PM-100001",
    password: "genba-premium-2025",
    companyName: "株式会社北斗土木",
    contactName: "佐藤 一郎",
    memberSince: "2023-04-01T00:00:00+09:00",
  },
  {
    memberId: "PM-100002",
    password: "minato-setsubi-88",
    companyName: "有限会社みなと設備",
    contactName: "田中 美咲",
    memberSince: "2024-10-01T00:00:00+09:00",
  },
] as const;

/**
 * Fills an empty members table once; later starts keep whatever is stored. Origins starting together on
 * one database both call this: one stores the members, the other stores nothing.
 */
export async function seedDemoMembers(store: MemberStore): Promise<void> {
  // Checked first because hashing the passwords costs a noticeable moment at every start.
  if (!(await store.isEmpty())) return;
  await store.insertIfEmpty(
    demoMembers.map(({ password, memberSince, ...member }) => ({
      member: { ...member, memberSince: Date.parse(memberSince) },
      passwordHash: hashPasswordSync(password),
    })),
  );
}
