import type { ContentBlock, LabelledValue, LinkItem } from "@genbagura/ui";
import type { DownloadPageEntry } from "../pageData";
import type { ConnectEdition, ConnectLifecycle, RequirementRow } from "./connectEditions";
import { type LedgerEditions, supportEndDate } from "./ledgerEditions";
import {
  installerDeliveryNotice,
  installerInfo,
  installSteps,
  releaseHistory,
  softwareCallToAction,
  softwareDownloadLinks,
} from "./softwareShared";

/** A current edition is requested by mail; an ended one says so first and points to the way forward. */
function availabilityNotice(
  edition: ConnectEdition,
  lifecycle: ConnectLifecycle,
  ledger: LedgerEditions,
): ContentBlock {
  if (lifecycle.status === "current") return { kind: "notice", ...installerDeliveryNotice(edition.name) };
  const ended = ledger[lifecycle.ledger];
  return {
    kind: "notice",
    tone: "important",
    heading: "サポートを終了した版です",
    body: `${ended.name}は${supportEndDate(ended)}にサポートを終了し、この版の現場蔵コネクトも更新とお問い合わせへの対応を終えています。インストーラーはご購入時のインストールメディアに収録しています。メディアをなくした場合に限り、お問い合わせフォームから再送をお申し込みいただけます。`,
    link: lifecycle.migration,
  };
}

/** A requirement row as the page shows it: ledger editions by goyo's name, an ended one with its date. */
function requirementText(row: RequirementRow, ledger: LedgerEditions): LabelledValue {
  if ("value" in row) return row;
  const names = row.editions.map((id) => {
    const edition = ledger[id];
    return edition.supportEndedOn
      ? `${edition.name}(${supportEndDate(edition)}にサポートを終了しています)`
      : edition.name;
  });
  return { label: row.label, value: names.join("、") };
}

/**
 * What to check first when this edition will not install or move photos, from its own requirements: the
 * Windows it runs on, the devices it takes photos from and how they are connected.
 */
function firstCheckOf(edition: ConnectEdition, requirements: readonly LabelledValue[]): string {
  const requirement = (label: string) => requirements.find((row) => row.label === label)?.value;
  const os = requirement("OS");
  const devices = requirement("対応する端末");
  const link = requirement("つなぎ方");
  const runsOn = os ? `この版の動作環境は${os}です。` : "";
  const from = `${devices ? `${devices}で使えます。` : ""}${link ? `つなぎ方は${link}です。` : ""}`;
  if (edition.lifecycle.status === "ended") {
    return `${runsOn}${from}この版はサポートを終えているため、操作のご質問ではなく、新しい版への移行のご相談を承ります。`;
  }
  return `${runsOn}${from}インストールや転送がうまくいかない場合は、まず動作環境の表とよくあるご質問をご確認ください。`;
}

/** The other editions, so a visitor who landed on the wrong one finds theirs. */
function otherEditions(edition: ConnectEdition, editions: readonly ConnectEdition[]): LinkItem[] {
  return editions
    .filter((other) => other.path !== edition.path)
    .map((other) => ({ label: other.listLabel, href: other.path }));
}

export function connectDownloadPage(
  edition: ConnectEdition,
  editions: readonly ConnectEdition[],
  ledger: LedgerEditions,
): DownloadPageEntry {
  const { installer } = edition;
  const requirements = edition.requirements.map((row) => requirementText(row, ledger));
  return {
    download: {
      title: `${edition.name}のダウンロード`,
      lead: edition.lead,
      illustration: edition.illustration,
      files: [],
      blocks: [
        availabilityNotice(edition, edition.lifecycle, ledger),
        {
          kind: "prose",
          heading: "このソフトでできること",
          paragraphs: [`${edition.name}を使うと、次のことができます。`],
          bullets: edition.capabilities,
        },
        {
          kind: "specTable",
          heading: "動作環境",
          caption: `${edition.name}の動作環境`,
          rows: requirements,
        },
        installerInfo("インストーラーの情報", `${edition.name}のインストーラー`, installer),
        {
          kind: "steps",
          ...installSteps(
            edition.name,
            installer.fileName,
            edition.lifecycle.status === "current"
              ? "メールのリンクから保存した"
              : "インストールメディアに入っている",
          ),
        },
        { kind: "steps", ...edition.usage },
        releaseHistory(edition.name, edition.releases),
        {
          kind: "relatedLinks",
          heading: "ほかの版の現場蔵コネクト",
          links: otherEditions(edition, editions),
        },
        {
          kind: "relatedLinks",
          heading: "そのほかのソフトウェアのダウンロード",
          links: softwareDownloadLinks.filter((link) => !link.href.startsWith("/download/connect")),
        },
        { kind: "callToAction", ...softwareCallToAction(edition.name, firstCheckOf(edition, requirements)) },
      ],
    },
  };
}
