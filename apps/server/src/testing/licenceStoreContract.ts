// The behaviour every LicenceStore must have, run against SQLite and against PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NewLicence } from "../identity/licence/licenceStore";
import type { IdentityHarness, IdentityHarnessFactory } from "./identityStoreHarness";

const licences: NewLicence[] = [
  {
    licence: {
      key: "GYDX-2501-4821-7398",
      productName: "現場蔵 御用達DX",
      holderName: "株式会社北斗土木",
      holderEmail: "jimu@hokuto-doboku.example",
      maxActivations: 3,
    },
    activations: [
      { id: "pc-late", pcName: "現場事務所 PC-03", activatedAt: 3_000, lastSeenAt: 9_000 },
      { id: "pc-early", pcName: "工事部 PC-01", activatedAt: 1_000, lastSeenAt: 8_000 },
      { id: "pc-freed", pcName: "旧事務所 PC", activatedAt: 500, lastSeenAt: 600, deregisteredAt: 700 },
    ],
  },
  {
    licence: {
      key: "GYST-2403-7765-218E",
      productName: "現場蔵 御用達",
      holderName: "有限会社みなと設備",
      holderEmail: "office@minato-setsubi.example",
      maxActivations: 1,
    },
    activations: [{ id: "minato-pc", pcName: "設計室 デスクトップ", activatedAt: 2_000, lastSeenAt: 5_000 }],
  },
];
const [hokuto, minato] = licences.map((entry) => entry.licence.key) as [string, string];

export function describeLicenceStoreContract(name: string, harnessFor: IdentityHarnessFactory): void {
  describe(`${name}: the LicenceStore contract`, () => {
    let harness: IdentityHarness;
    beforeEach(async () => {
      harness = await harnessFor({ now: 1_750_000_000_000 });
    });
    afterEach(() => harness.dispose());

    it("stores licences once and lists the PCs holding a seat, oldest first", async () => {
      const store = (await harness.open()).licences;
      expect(await store.isEmpty()).toBe(true);
      expect(await store.insertIfEmpty(licences)).toBe(true);
      expect(await store.isEmpty()).toBe(false);
      expect(await store.find(hokuto)).toEqual(licences[0]!.licence);
      expect(await store.find("GYDX-0000-0000-0000")).toBeNull();
      expect(await store.activeActivations(hokuto)).toEqual([
        { id: "pc-early", pcName: "工事部 PC-01", activatedAt: 1_000, lastSeenAt: 8_000 },
        { id: "pc-late", pcName: "現場事務所 PC-03", activatedAt: 3_000, lastSeenAt: 9_000 },
      ]);
      expect(await store.insertIfEmpty(licences.slice(1))).toBe(false);
    });

    it("deregisters a PC once; another licence's PC is unknown", async () => {
      const store = (await harness.open()).licences;
      await store.insertIfEmpty(licences);
      expect(await store.deregister(hokuto, "pc-early", 10_000)).toBe("deregistered");
      expect(await store.deregister(hokuto, "pc-early", 11_000)).toBe("already_deregistered");
      expect(await store.deregister(hokuto, "pc-freed", 11_000)).toBe("already_deregistered");
      expect(await store.deregister(hokuto, "minato-pc", 11_000)).toBe("unknown_activation");
      expect(await store.deregister(hokuto, "no-such-pc", 11_000)).toBe("unknown_activation");
      expect((await store.activeActivations(hokuto)).map((activation) => activation.id)).toEqual(["pc-late"]);
      expect((await store.activeActivations(minato)).map((activation) => activation.id)).toEqual([
        "minato-pc",
      ]);
    });

    it("shows a deregistration made through one instance on every other", async () => {
      const [one, other] = [await harness.open(), await harness.open()];
      await one.licences.insertIfEmpty(licences);
      expect(await other.licences.deregister(hokuto, "pc-late", 10_000)).toBe("deregistered");
      expect((await one.licences.activeActivations(hokuto)).map((activation) => activation.id)).toEqual([
        "pc-early",
      ]);
    });

    it("deregisters a PC exactly once when two instances free it at the same moment", async () => {
      const [one, other] = [await harness.open(), await harness.open()];
      await one.licences.insertIfEmpty(licences);
      const outcomes = await Promise.all(
        [one, other, one, other].map((stores) => stores.licences.deregister(hokuto, "pc-early", 10_000)),
      );
      expect(outcomes.sort()).toEqual([
        "already_deregistered",
        "already_deregistered",
        "already_deregistered",
        "deregistered",
      ]);
    });

    it("is filled exactly once when several instances seed it at the same moment", async () => {
      const instances = await Promise.all([1, 2, 3].map(() => harness.open()));
      const outcomes = await Promise.all(instances.map((stores) => stores.licences.insertIfEmpty(licences)));
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      for (const stores of instances) expect(await stores.licences.activeActivations(minato)).toHaveLength(1);
    });
  });
}
