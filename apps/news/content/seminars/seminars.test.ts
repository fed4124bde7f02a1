import { describe, expect, it } from "vitest";
import { descriptionLength } from "../news/blockText";
import { recordingRequestPayload, recordingThanksPayload } from "./archivePayload";
import { archiveIds, seminarIds } from "./catalogue";
import { seminarListings } from "./listings";
import { upcomingSeminars } from "./seminarHighlights";
import { seminarListingPayload, supportListingPayload } from "./seminarListingPayload";
import { seminarPayload } from "./seminarPayload";
import { publicSeminarRefs, supportSeminarRefs } from "./seminars";
import { seminarStatus, tokyoToday } from "./status";

// The day these pages were written: a fixed "now" keeps the statuses of the assertions stable.
const now = new Date("2026-11-22T03:00:00Z");
const allSeminars = [...publicSeminarRefs, ...supportSeminarRefs];

describe("seminar content", () => {
  it("offers recordings of public seminars only, and registers each seminar under its own id", () => {
    for (const id of archiveIds) expect(seminarIds).toContain(id);
    const registrationIds = allSeminars.map((seminar) => seminar.registrationId);
    expect(new Set(registrationIds).size).toBe(registrationIds.length);
  });

  it("describes every seminar fully: time, place, agenda, speaker, capacity", () => {
    for (const { entry, path } of allSeminars) {
      expect(entry.date, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.startTime < entry.endTime, path).toBe(true);
      if (entry.format !== "online") expect(entry.venue, path).toBeDefined();
      if (entry.format !== "venue") expect(entry.streaming, path).toBeDefined();
      expect(entry.agenda.length, path).toBeGreaterThanOrEqual(3);
      expect(entry.speakers.length, path).toBeGreaterThanOrEqual(1);
      expect(entry.capacity, path).not.toBe("");
      expect(entry.topics.length, path).toBeGreaterThanOrEqual(1);
      expect(entry.lead.length, path).toBeGreaterThanOrEqual(descriptionLength.min);
      expect(entry.lead.length, path).toBeLessThanOrEqual(descriptionLength.max);
    }
    const titles = allSeminars.map(({ entry }) => entry.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("has every date of a public seminar as its id", () => {
    for (const seminar of publicSeminarRefs) expect(seminar.entry.date.replaceAll("-", "")).toBe(seminar.id);
  });

  it("mixes upcoming and past, online and in person, and has a full seminar", () => {
    const today = tokyoToday(now);
    const statuses = new Set(publicSeminarRefs.map(({ entry }) => seminarStatus(entry, today)));
    expect([...statuses].sort()).toEqual(["full", "open", "past"]);
    const formats = new Set(publicSeminarRefs.map(({ entry }) => entry.format));
    expect(formats).toEqual(new Set(["online", "venue", "hybrid"]));
  });

  it("records only seminars that are over", () => {
    const today = tokyoToday(now);
    for (const seminar of publicSeminarRefs.filter((candidate) => candidate.recording)) {
      expect(seminarStatus(seminar.entry, today), seminar.path).toBe("past");
    }
  });
});

describe("seminar status", () => {
  it("counts days in Japan time", () => {
    expect(tokyoToday(new Date("2026-11-22T14:59:00Z"))).toBe("2026-11-22");
    expect(tokyoToday(new Date("2026-11-22T15:00:00Z"))).toBe("2026-11-23");
  });

  it("is past the day after, full when every seat is taken, open otherwise", () => {
    const seminar = publicSeminarRefs[0]!.entry;
    expect(seminarStatus(seminar, "2026-02-19")).toBe("past");
    expect(seminarStatus(seminar, "2026-02-18")).toBe("open");
    expect(seminarStatus({ ...seminar, full: true }, "2026-02-18")).toBe("full");
  });
});

describe("seminar pages", () => {
  it("offers registration on an open seminar, with Event data", () => {
    const payload = seminarPayload("public", "20261203", now);
    expect(payload?.data.seminar.status).toBe("open");
    expect(payload?.data.registrationId).toBe("20261203");
    expect(payload?.data.waitlist).toBeUndefined();
    expect(payload?.meta?.jsonLd?.[0]).toMatchObject({
      "@type": "Event",
      startDate: "2026-12-03T14:00:00+09:00",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    });
  });

  it("says a full seminar is full and offers the waiting list", () => {
    const payload = seminarPayload("public", "20261210", now);
    expect(payload?.data.seminar.status).toBe("full");
    expect(payload?.data.registrationId).toBeUndefined();
    expect(payload?.data.waitlist?.seminarId).toBe("20261210-waitlist");
    expect(payload?.data.seminar.otherSeminars.href).toBe(`#${payload?.data.waitlist?.anchorId}`);
    expect(payload?.meta?.jsonLd?.[0]).toMatchObject({
      offers: { availability: "https://schema.org/SoldOut" },
    });
  });

  it("points a past seminar to its recording", () => {
    const payload = seminarPayload("public", "20260415", now);
    expect(payload?.data.seminar.status).toBe("past");
    expect(payload?.data.registrationId).toBeUndefined();
    expect(payload?.data.seminar.otherSeminars.href).toBe("/seminar/archive/20260415");
  });

  it("registers support seminars under their own id", () => {
    expect(seminarPayload("support", "goyodx_basic", now)?.data.registrationId).toBe("support-goyodx_basic");
  });

  it("answers null for an unknown seminar", () => {
    expect(seminarPayload("public", "20261204", now)).toBeNull();
    expect(seminarPayload("support", "20261203", now)).toBeNull();
  });
});

describe("seminar listings", () => {
  it("lists every public seminar on /seminar, upcoming soonest first, then past latest first", () => {
    const items = seminarListingPayload("/seminar", now)?.data.listing.items ?? [];
    expect(items.map((item) => item.href).sort()).toEqual(
      publicSeminarRefs.map((seminar) => seminar.path).sort(),
    );
    const upcoming = items.filter((item) => item.date >= "2026-11-22").map((item) => item.date);
    const past = items.filter((item) => item.date < "2026-11-22").map((item) => item.date);
    expect(items.map((item) => item.date)).toEqual([...upcoming, ...past]);
    expect(upcoming).toEqual([...upcoming].sort());
    expect(past).toEqual([...past].sort().reverse());
  });

  it.each(seminarListings.map((listing) => listing.path))("%s lists at least one seminar", (path) => {
    expect(seminarListingPayload(path, now)?.data.listing.items.length).toBeGreaterThan(0);
  });

  it("filters by format, hybrid seminars in both", () => {
    const online = seminarListingPayload("/seminar/format/online", now)?.data.listing.items ?? [];
    const venue = seminarListingPayload("/seminar/format/venue", now)?.data.listing.items ?? [];
    expect(online.some((item) => item.href === "/seminar/20260610")).toBe(true);
    expect(venue.some((item) => item.href === "/seminar/20260610")).toBe(true);
    expect(venue.some((item) => item.href === "/seminar/20261203")).toBe(false);
  });

  it("lists the support seminars separately", () => {
    const items = supportListingPayload(now).data.listing.items;
    expect(items.map((item) => item.href).sort()).toEqual(
      supportSeminarRefs.map((seminar) => seminar.path).sort(),
    );
  });
});

describe("recordings", () => {
  it.each(archiveIds)("offers the recording of %s with a thanks page", (id) => {
    const request = recordingRequestPayload(id);
    expect(request?.data.seminarId).toBe(id);
    expect(request?.data.page.points?.length).toBeGreaterThanOrEqual(4);
    const thanks = recordingThanksPayload(id);
    expect(thanks?.meta?.noindex).toBe(true);
    const description = thanks?.meta?.description ?? "";
    expect(description.length).toBeGreaterThanOrEqual(descriptionLength.min);
    expect(description.length).toBeLessThanOrEqual(descriptionLength.max);
  });

  it("answers null for a seminar without a recording", () => {
    expect(recordingRequestPayload("20261021")).toBeNull();
    expect(recordingThanksPayload("20261203")).toBeNull();
  });
});

describe("seminar highlights", () => {
  it("lists upcoming public seminars only, soonest first, as many as asked for at most", () => {
    const items = upcomingSeminars(3, now);
    const upcoming = publicSeminarRefs.filter((seminar) => seminar.entry.date >= tokyoToday(now));
    expect(items).toHaveLength(Math.min(3, upcoming.length));
    const dates = items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort());
    for (const item of items) expect(upcoming.map((seminar) => seminar.path)).toContain(item.href);
  });
});
