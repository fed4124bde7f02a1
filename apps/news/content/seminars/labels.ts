import type { SeminarFormat, SeminarStatus } from "@genbagura/ui";
import type { SeminarTopic } from "./model";

export const seminarTopicLabels: Record<SeminarTopic, string> = {
  kokuban: "電子小黒板",
  goyo: "工事写真台帳",
  cloud: "クラウド",
  pad: "タブレット",
  dekigata: "出来形管理",
};

export const seminarFormatLabels: Record<SeminarFormat, string> = {
  online: "オンライン",
  venue: "会場",
  hybrid: "会場とオンライン",
};

export const seminarStatusLabels: Record<SeminarStatus, string> = {
  open: "受付中",
  full: "満席",
  past: "終了",
};
