import type { DeviceView } from "@genbagura/illustrations";
import type { ReactNode } from "react";
import type { ActionLink, IllustrationRef, UiPreviewData, WordmarkRef } from "../content/blocks";
import { DeviceViewImage } from "../illustrations/DeviceViews";
import { Illustration } from "../illustrations/Illustration";
import { UiPreview } from "../previews/UiPreview";
import { Wordmark } from "../proof/CustomerProof";
import { Phrased } from "../text/Phrased";
import { ButtonLink } from "./ButtonLink";

export interface PageHeroProps {
  title: string;
  lead?: string;
  eyebrow?: string;
  /** The wordmark of the customer the page is about (a case study), above the title. */
  logo?: WordmarkRef;
  illustration?: IllustrationRef;
  /** A drawing computed from a record (a device's front), shown instead of `illustration`. */
  picture?: DeviceView;
  /** A software product's screen, shown instead of `illustration`. */
  preview?: UiPreviewData;
  actions?: readonly ActionLink[];
  /** Dates, categories or status shown under the title. */
  meta?: ReactNode;
  children?: ReactNode;
}

/** The top of every template and the only place that renders the page's `<h1>`. */
export function PageHero({
  title,
  lead,
  eyebrow,
  logo,
  illustration,
  picture,
  preview,
  actions,
  meta,
  children,
}: PageHeroProps) {
  return (
    <header className={illustration || picture || preview ? "g-hero g-hero--illustrated" : "g-hero"}>
      <div className="g-hero__text">
        {logo ? <Wordmark logo={logo} className="g-hero__logo" eager /> : null}
        {eyebrow ? <p className="g-tag g-hero__eyebrow">{eyebrow}</p> : null}
        <h1 className="g-hero__title">
          <Phrased text={title} />
        </h1>
        {meta ? <div className="g-hero__meta">{meta}</div> : null}
        {lead ? <p className="g-hero__lead">{lead}</p> : null}
        {children}
        {actions && actions.length > 0 ? (
          <ul className="g-hero__actions">
            {actions.map((action, index) => (
              <li key={action.href}>
                <ButtonLink
                  href={action.href}
                  variant={action.variant ?? (index === 0 ? "primary" : "secondary")}
                  size="large"
                >
                  {action.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {preview ? (
        <UiPreview className="g-hero__preview" preview={preview} />
      ) : picture ? (
        <DeviceViewImage className="g-hero__illustration" view={picture} eager />
      ) : illustration ? (
        <Illustration className="g-hero__illustration" illustration={illustration} eager />
      ) : null}
    </header>
  );
}
