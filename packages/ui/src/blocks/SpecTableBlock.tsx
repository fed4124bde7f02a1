import type { SpecTableData } from "../content/blocks";
import { Phrased } from "../text/Phrased";
import type { HeadingLevel } from "./Heading";
import { Notes } from "./Notes";
import { Section } from "./Section";
import { TableFrame } from "./TableFrame";

/** Label/value specifications: one row header per row; Japanese cells break between phrases only. */
export function SpecTableBlock({
  heading,
  caption,
  rows,
  notes,
  level = 2,
}: SpecTableData & { level?: HeadingLevel }) {
  return (
    <Section heading={heading} level={level} className="g-spec-table">
      <TableFrame caption={caption}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">
                <Phrased text={row.label} />
              </th>
              <td>
                <Phrased text={row.value} />
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <Notes items={notes} />
    </Section>
  );
}
