import { siteConfig } from "@genbagura/ui";
import type { SeminarEntry } from "./model";

const attendanceModes = {
  online: "https://schema.org/OnlineEventAttendanceMode",
  venue: "https://schema.org/OfflineEventAttendanceMode",
  hybrid: "https://schema.org/MixedEventAttendanceMode",
} as const;

/** schema.org Event for one seminar page. */
export function seminarEventJsonLd(
  seminar: SeminarEntry,
  path: string,
  full: boolean,
): Record<string, unknown> {
  const url = new URL(path, siteConfig.origin).href;
  const place = seminar.venue
    ? {
        "@type": "Place",
        name: seminar.venue.name,
        address: { "@type": "PostalAddress", streetAddress: seminar.venue.address, addressCountry: "JP" },
      }
    : undefined;
  const virtual = seminar.format === "venue" ? undefined : { "@type": "VirtualLocation", url };
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: seminar.title,
    description: seminar.lead,
    url,
    startDate: `${seminar.date}T${seminar.startTime}:00+09:00`,
    endDate: `${seminar.date}T${seminar.endTime}:00+09:00`,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: attendanceModes[seminar.format],
    location: [place, virtual].filter(Boolean),
    inLanguage: "ja",
    isAccessibleForFree: true,
    organizer: { "@type": "Organization", name: siteConfig.company.name, url: siteConfig.origin },
    performer: seminar.speakers.map((speaker) => ({ "@type": "Person", name: speaker.name })),
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: "JPY",
      availability: full ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      url,
    },
  };
}
