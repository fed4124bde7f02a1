import type { Breadcrumb } from "@genbagura/routing";
import { siteConfig } from "@genbagura/ui";

/** Organization and WebSite: the home page's JSON-LD. */
export function organisationJsonLd(origin: string): Record<string, unknown>[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: siteConfig.company.name,
      url: origin,
      logo: `${origin}/logo.svg`,
      brand: { "@type": "Brand", name: siteConfig.brand.name },
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: siteConfig.brand.name,
      url: origin,
      inLanguage: "ja",
    },
  ];
}

/** BreadcrumbList from the trail the page shows (home first). */
export function breadcrumbJsonLd(
  origin: string,
  trail: Breadcrumb[],
  currentUrl: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: crumb.href ? new URL(crumb.href, origin).href : currentUrl,
    })),
  };
}
