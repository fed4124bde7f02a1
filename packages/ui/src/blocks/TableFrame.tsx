import { type ReactNode, useId } from "react";

export interface TableFrameProps {
  caption: string;
  children: ReactNode;
}

/**
 * A table with its caption, inside a region that scrolls sideways on narrow screens.
 * The region is focusable so keyboard users can scroll it too.
 */
export function TableFrame({ caption, children }: TableFrameProps) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
    <section className="g-table" aria-labelledby={captionId} tabIndex={0}>
      <table className="g-table__table">
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </section>
  );
}
