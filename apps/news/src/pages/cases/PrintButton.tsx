/** Opens the browser's print dialog, where the booklet can also be saved as a PDF. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="g-button g-button--secondary" onClick={() => window.print()}>
      {label}
    </button>
  );
}
