import type { SeminarTopic } from "./model";

/** A seminar index: every public seminar, or those of one product or one format. */
export interface SeminarListing {
  path: string;
  /** Label of its filter link. */
  label: string;
  topic?: SeminarTopic;
  /** Hybrid seminars count as both. */
  format?: "online" | "venue";
}

export const seminarListings = [
  {
    path: "/seminar",
    label: "すべて",
  },
  {
    path: "/seminar/product/kokuban",
    label: "電子小黒板",
    topic: "kokuban",
  },
  {
    path: "/seminar/product/goyo",
    label: "工事写真台帳",
    topic: "goyo",
  },
  {
    path: "/seminar/product/cloud",
    label: "クラウド",
    topic: "cloud",
  },
  {
    path: "/seminar/product/pad",
    label: "タブレット",
    topic: "pad",
  },
  {
    path: "/seminar/product/dekigata",
    label: "出来形管理",
    topic: "dekigata",
  },
  {
    path: "/seminar/format/online",
    label: "オンライン",
    format: "online",
  },
  {
    path: "/seminar/format/venue",
    label: "会場",
    format: "venue",
  },
] as const satisfies readonly SeminarListing[];

export type SeminarListingPath = (typeof seminarListings)[number]["path"];

export const archiveListing = {
  path: "/seminar/archive",
} as const;

export const supportListing = {
  path: "/seminar/support",
} as const;
