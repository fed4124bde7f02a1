export interface NotesProps {
  items?: readonly string[];
}

/** Small print under tables and offers (each note is written with its ※). */
export function Notes({ items }: NotesProps) {
  if (!items || items.length === 0) return null;
  return (
    <ul className="g-notes">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
