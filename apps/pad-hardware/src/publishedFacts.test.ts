import { factProblems, headingOf, mainTextOf } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import { catalogue } from "../content/catalogue";
import { facts } from "./publishedFacts";

describe("the devices' published facts", () => {
  it("give every device its recorded ingress rating, once, under its own name", async () => {
    const published = await facts();
    for (const device of catalogue.filter((product) => product.kind === "device")) {
      const own = published.filter((fact) => fact.id === `${device.id}.ipRating`);
      expect(own, device.id).toHaveLength(1);
      expect(device.spec.ipRating).toContain(`IP${own[0]!.values[0]}`);
      expect(own[0]!.subjects).toContain(device.name);
    }
  });

  it("give every battery its recorded capacity", async () => {
    const published = await facts();
    for (const product of catalogue.filter((entry) => entry.kind === "accessory")) {
      const capacity = product.spec.find((line) => line.label === "容量")?.value;
      const own = published.filter((fact) => fact.id === `${product.id}.capacity`);
      expect(own, product.id).toHaveLength(capacity?.includes("Wh") ? 1 : 0);
      if (own[0]) expect(capacity).toContain(`${own[0].values[0]} Wh`);
    }
  });

  it("name each subject in one record of a kind only", async () => {
    const published = await facts();
    for (const kind of new Set(published.map((fact) => fact.kind))) {
      const subjects = published.filter((fact) => fact.kind === kind).flatMap((fact) => fact.subjects);
      expect(new Set(subjects).size, kind).toBe(subjects.length);
    }
  });

  it("refuse a sentence that gives a device another device's rating", async () => {
    const published = await facts();
    const devices = catalogue.filter((product) => product.kind === "device");
    const rated = devices.map((device) => ({ device, rating: /IP(\d{2})/.exec(device.spec.ipRating)?.[1] }));
    const [first, other] = [rated[0]!, rated.find((entry) => entry.rating !== rated[0]!.rating)!];
    expect(factProblems(`${first.device.name}はIP${first.rating}です。`, published)).toEqual([]);
    expect(factProblems(`${first.device.name}はIP${other.rating}です。`, published)).toHaveLength(1);
  });

  it("give every device its drop test, and refuse the other answer in its page's notes (C2)", async () => {
    const published = await facts();
    for (const device of catalogue.filter((product) => product.kind === "device")) {
      const own = published.find((fact) => fact.id === `${device.id}.dropTest`);
      expect(device.spec.dropTest.startsWith(own?.values[0] ?? "?"), device.id).toBe(true);
      const note =
        own?.values[0] === "対象外"
          ? "落下試験は、MIL-STD-810Hの手順に沿って第三者機関で実施しました。"
          : "この機種は落下試験の対象外です。";
      const page = `<main><h1>${device.name}</h1><p>${note}</p></main>`;
      expect(factProblems(mainTextOf(page), published, [], headingOf(page)), device.id).toHaveLength(1);
    }
  });

  it("give the care service the replacement-unit timing of its plans (C13)", async () => {
    const published = await facts();
    const care = catalogue.filter((product) => product.kind === "care");
    const shipping = published.filter((fact) => fact.kind === "replacement-shipping");
    for (const plan of care) {
      const line = plan.spec.find((entry) => entry.label === "代替機")?.value ?? "";
      const fact = shipping.find((candidate) => candidate.subjects.includes(plan.name));
      // The soonest the line promises: 「…は当日、それ以降は翌営業日に発送」 is 当日.
      expect(fact?.values, plan.id).toEqual([/(当日|翌営業日)/u.exec(line)?.[1]]);
      const other = fact?.values[0] === "当日" ? "翌営業日" : "当日";
      expect(factProblems(`${plan.name}は、代替機を${fact?.values[0]}に発送します。`, published)).toEqual([]);
      expect(factProblems(`${plan.name}は、代替機を${other}に発送します。`, published)).toHaveLength(1);
    }
    expect(published.find((fact) => fact.id === "care.plans")?.values).toEqual([String(care.length)]);
  });
});
