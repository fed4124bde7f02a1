import { completeLicenceKey } from "./licenceKey";
import type { Licence, LicenceStore, NewActivation } from "./licenceStore";

const DAY_MS = 24 * 60 * 60_000;

interface DemoLicence {
  licence: Licence;
  /** Days before seeding: activated, last seen, and (for a freed seat) deregistered. */
  activations: readonly {
    id: string;
    pcName: string;
    ageDays: number;
    lastSeenDays: number;
    deregisteredDays?: number;
  }[];
}

/** Fictional customers for development and the end-to-end tests (listed in the README). */
export const demoLicences: readonly DemoLicence[] = [
  {
    licence: {
      key: completeLicenceKey("GYDX25014821739"),
      productName: "現場蔵 御用達DX",
      holderName: "株式会社北斗土木",
      holderEmail: "jimu@hokuto-doboku.example",
      maxActivations: 3,
    },
    activations: [
      { id: "hokuto-pc-01", pcName: "工事部 PC-01", ageDays: 420, lastSeenDays: 1 },
      { id: "hokuto-pc-02", pcName: "事務所 ノートPC", ageDays: 300, lastSeenDays: 12 },
      { id: "hokuto-pc-03", pcName: "現場事務所 PC-03", ageDays: 95, lastSeenDays: 40 },
    ],
  },
  {
    licence: {
      key: completeLicenceKey("GYST24037765218"),
      productName: "現場蔵 御用達",
      holderName: "有限会社みなと設備",
      holderEmail: "office@minato-setsubi.example",
      maxActivations: 2,
    },
    activations: [
      { id: "minato-pc-01", pcName: "設計室 デスクトップ", ageDays: 610, lastSeenDays: 3 },
      { id: "minato-pc-00", pcName: "旧事務所 PC", ageDays: 900, lastSeenDays: 640, deregisteredDays: 620 },
    ],
  },
  {
    licence: {
      key: completeLicenceKey("GYDX23119902456"),
      productName: "現場蔵 御用達DX",
      holderName: "青空建設株式会社",
      holderEmail: "soumu@aozora-kensetsu.example",
      maxActivations: 1,
    },
    activations: [
      { id: "aozora-pc-01", pcName: "総務部 PC", ageDays: 700, lastSeenDays: 200, deregisteredDays: 190 },
    ],
  },
];

/**
 * Fills an empty database once; later starts leave the data (and any deregistration) as it is. Origins
 * starting together on one database both call this: one stores the licences, the other stores nothing.
 */
export async function seedDemoLicences(store: LicenceStore, now: number): Promise<void> {
  await store.insertIfEmpty(
    demoLicences.map(({ licence, activations }) => ({
      licence,
      activations: activations.map(
        (activation): NewActivation => ({
          id: activation.id,
          pcName: activation.pcName,
          activatedAt: now - activation.ageDays * DAY_MS,
          lastSeenAt: now - activation.lastSeenDays * DAY_MS,
          ...(activation.deregisteredDays === undefined
            ? {}
            : { deregisteredAt: now - activation.deregisteredDays * DAY_MS }),
        }),
      ),
    })),
  );
}
