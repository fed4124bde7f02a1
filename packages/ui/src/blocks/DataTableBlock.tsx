import type { DataTableData } from "../content/blocks";
import { Phrased } from "../text/Phrased";
import type { HeadingLevel } from "./Heading";
import { Notes } from "./Notes";
import { Section } from "./Section";
import { LabelledCell, TableFrame } from "./TableFrame";

/** A table with column headers; each row's first cell heads the row. Japanese cells break between phrases only. */
export function DataTableBlock({
  heading,
  caption,
  head,
  rows,
  notes,
  level = 2,
}: DataTableData & { level?: HeadingLevel }) {
  return (
    <Section heading={heading} level={level} className="g-data-table">
      <TableFrame caption={caption} wide={head.length > 3} columns={head}>
        <tbody>
          {rows.map(([rowHeader = "", ...cells]) => (
            <tr key={rowHeader}>
              <th scope="row">
                <Phrased text={rowHeader} />
              </th>
              {cells.map((cell, index) => (
                <LabelledCell key={head[index + 1] ?? index} label={head[index + 1] ?? ""}>
                  <Phrased text={cell} />
                </LabelledCell>
              ))}
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <Notes items={notes} />
    </Section>
  );
}
