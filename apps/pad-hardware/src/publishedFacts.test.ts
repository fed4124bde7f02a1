import { factProblems } from "@genbagura/routing";
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
});
