import { useEffect, useState } from "react";

/**
 * Opens the browser's print dialog (where the page can also be saved as a PDF). Hidden until the script
 * runs, since without it the button could do nothing.
 */
export function PrintButton({ label }: { label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <p hidden={!ready}>
      <button className="g-button g-button--secondary" type="button" onClick={() => window.print()}>
        {label}
      </button>
    </p>
  );
}
