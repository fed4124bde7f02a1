import type { ReactNode } from "react";
import { Phrased } from "../text/Phrased";

/** Levels a block may use: h1 belongs to the page hero alone. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface HeadingProps {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A heading whose level follows the block's depth in the page, so outlines never skip a level. Plain
 * text breaks between phrases only (Phrased).
 */
export function Heading({ level, id, className, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {typeof children === "string" ? <Phrased text={children} /> : children}
    </Tag>
  );
}

/** The level for headings one step inside a block at `level`. */
export function childLevel(level: HeadingLevel): HeadingLevel {
  return level === 6 ? 6 : ((level + 1) as HeadingLevel);
}
