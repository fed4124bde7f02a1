import type { ReactNode } from "react";
import { SiteLink } from "./SiteLink";

export type ButtonVariant = "primary" | "secondary" | "inverse";

export interface ButtonLinkProps {
  href: string;
  variant?: ButtonVariant;
  size?: "regular" | "large";
  children: ReactNode;
}

/** A link styled as a button: calls to action navigate, so they stay links and work without JavaScript. */
export function ButtonLink({ href, variant = "primary", size = "regular", children }: ButtonLinkProps) {
  const className = `g-button g-button--${variant}${size === "large" ? " g-button--large" : ""}`;
  return (
    <SiteLink href={href} className={className}>
      {children}
    </SiteLink>
  );
}
