import { Link } from "@genbagura/routing";
import type { AnchorHTMLAttributes, ReactNode } from "react";

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string;
  children: ReactNode;
}

const fileExtension = /\.[a-z0-9]{2,5}$/i;

/**
 * True for paths the router can navigate to without a page load: same-site absolute paths
 * that are not files (PDFs, installers and feeds are served by the origin, not by a route).
 */
export function isClientRoutable(href: string): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return false;
  const pathname = href.split(/[?#]/, 1)[0] ?? "";
  return !fileExtension.test(pathname);
}

/** A link that uses client-side navigation for site pages and a plain anchor for everything else. */
export function SiteLink({ href, children, ...anchorProps }: SiteLinkProps) {
  if (isClientRoutable(href)) {
    return (
      <Link to={href} {...anchorProps}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...anchorProps}>
      {children}
    </a>
  );
}
