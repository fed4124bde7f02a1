import { type ReactNode, useId } from "react";

export interface TableFrameProps {
  caption: string;
  /** Tables with several value columns keep a minimum width and scroll sideways on phones. */
  wide?: boolean;
  /** Column headers, when the table has a row of them. */
  columns?: readonly string[];
  /** The table's body rows (and its head, when `columns` does not give it). */
  children: ReactNode;
}

/**
 * A table with its caption. A wide table sits in a region that scrolls sideways on narrow screens;
 * the region is named by the caption and focusable, so keyboard users can scroll it too.
 */
export function TableFrame({ caption, wide = false, columns, children }: TableFrameProps) {
  const captionId = useId();
  const table = (
    <table className={wide ? "g-table__table g-table__table--wide" : "g-table__table"}>
      <caption id={captionId}>{caption}</caption>
      {columns ? (
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      {children}
    </table>
  );
  if (!wide) return <div className="g-table">{table}</div>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
    <section className="g-table" aria-labelledby={captionId} tabIndex={0}>
      {table}
    </section>
  );
}
