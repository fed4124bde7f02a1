import type { HeadingLevel } from "../blocks/Heading";
import { Section } from "../blocks/Section";
import type { PreviewNode, UiPreviewData, UiPreviewsData } from "../content/blocks";

/**
 * A product's screen as HTML and CSS, rendered on the server from a tree of parts (content builds it, the
 * stylesheet draws each part): text stays sharp at every width, and the only code is this small renderer.
 * The screen is `aria-hidden` (its caption says what it shows) and carries `data-preview`, so the copy
 * measures and the search index leave it out.
 */
function Part({ node }: { node: PreviewNode }) {
  return (
    <div className={`g-pv-${node.part}`}>
      {node.text}
      {node.children?.map((child, index) => (
        // A screen is static content, never reordered: position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
        <Part key={index} node={child} />
      ))}
    </div>
  );
}

export function UiPreview({ preview, className }: { preview: UiPreviewData; className?: string }) {
  return (
    <figure
      className={`g-preview g-preview--${preview.frame}${className ? ` ${className}` : ""}`}
      data-preview={preview.id}
    >
      <div className="g-preview__device" aria-hidden="true">
        <div className="g-preview__chrome">
          <span className="g-preview__dots" />
          <span className="g-preview__address">{preview.chrome}</span>
        </div>
        <div className="g-preview__screen">
          <Part node={preview.screen} />
        </div>
      </div>
      <figcaption className="g-preview__caption">{preview.caption}</figcaption>
    </figure>
  );
}

/** A product's other screens, after its hero. */
export function UiPreviewsBlock({ heading, items, level = 2 }: UiPreviewsData & { level?: HeadingLevel }) {
  return (
    <Section heading={heading} level={level} className="g-previews">
      <ul className="g-previews__list">
        {items.map((preview) => (
          <li key={preview.id}>
            <UiPreview preview={preview} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
