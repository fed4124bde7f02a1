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

  it("name each subject in one record only", async () => {
    const subjects = (await facts()).flatMap((fact) => fact.subjects);
    expect(new Set(subjects).size).toBe(subjects.length);
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
