import { type ReactNode, useId } from "react";

export interface TableFrameProps {
  caption: string;
  /** Tables with several value columns keep a minimum width on wider screens (see `cards` for phones). */
  wide?: boolean;
  /** Column headers, when the table has a row of them. */
  columns?: readonly string[];
  /**
   * On a phone each body row becomes a card: its row header on top, then each value beside its column's
   * name (every value cell is a `LabelledCell`). Default: when the table has a row of column headers,
   * given by `columns`; a table that writes its own head says so.
   */
  cards?: boolean;
  /** The table's body rows (and its head, when `columns` does not give it). */
  children: ReactNode;
}

/**
 * A table with its caption. It stays a real table (caption, column and row headers) at every width. On a
 * phone a table with column headers shows each row as a card, every value labelled by its column, so a
 * price is never cut off in a box that scrolls; wider, a wide table sits in a region that scrolls sideways
 * when it must, named by the caption and focusable, so keyboard users can scroll it too.
 */
export function TableFrame({
  caption,
  wide = false,
  columns,
  cards = columns !== undefined,
  children,
}: TableFrameProps) {
  const captionId = useId();
  const table = (
    <table className={wide ? "g-table__table g-table__table--wide" : "g-table__table"}>
      <caption id={captionId}>{caption}</caption>
      {columns ? (
        <thead className={cards ? "g-visually-hidden-narrow" : undefined}>
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
  const frameClass = cards ? "g-table g-table--cards" : "g-table";
  if (!wide) return <div className={frameClass}>{table}</div>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
    <section className={frameClass} aria-labelledby={captionId} tabIndex={0}>
      {table}
    </section>
  );
}

export interface LabelledCellProps {
  /** The column's header, shown beside the value when the row is a card (a phone). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A value cell of a table whose rows become cards on a phone: `data-label` names its column there (the
 * design system shows it before the value, hidden from screen readers, which announce the real column
 * header), and the value is one box beside it, however many lines it has.
 */
export function LabelledCell({ label, className, children }: LabelledCellProps) {
  return (
    <td data-label={label} className={className}>
      <span className="g-table__value">{children}</span>
    </td>
  );
}
