import type { DeviceView } from "@genbagura/illustrations";
import type { HeadingLevel } from "../blocks/Heading";
import { Section } from "../blocks/Section";

/**
 * A drawing computed from a device's record (`deviceViews` of `@genbagura/illustrations`): an `<img>` of an
 * SVG data URL with its size, so it costs no request and reserves its space. `data-device-view` names the
 * view for the site's checks (four per hardware product).
 */
export function DeviceViewImage({
  view,
  className,
  eager = false,
}: {
  view: DeviceView;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      className={className ? `g-device-view ${className}` : "g-device-view"}
      data-device-view={view.view}
      src={view.src}
      alt={view.alt}
      width={view.width}
      height={view.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}

export interface DeviceViewsData {
  heading: string;
  /** One or two sentences on how the drawings were made (one scale, sizes from the record). */
  note: string;
  views: readonly DeviceView[];
}

/** The device's other views (the hero shows the front), captioned, in a grid. */
export function DeviceViewsBlock({
  heading,
  note,
  views,
  level = 2,
}: DeviceViewsData & { level?: HeadingLevel }) {
  return (
    <Section heading={heading} level={level} className="g-device-views">
      <p className="g-device-views__note">{note}</p>
      <ul className="g-device-views__list">
        {views.map((view) => (
          <li key={view.view}>
            <figure className="g-device-views__figure">
              <DeviceViewImage view={view} />
              <figcaption>{view.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
