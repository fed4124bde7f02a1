export interface FieldIds {
  control: string;
  help: string;
  error: string;
}

/** Element ids of one field, unique within the page (the prefix comes from `useId`). */
export function fieldIds(prefix: string, name: string): FieldIds {
  const control = `${prefix}-${name}`;
  return { control, help: `${control}-help`, error: `${control}-error` };
}

/** `aria-describedby`: the format help, then the error, when they are shown. */
export function describedBy(ids: FieldIds, hasHelp: boolean, error: string | undefined): string | undefined {
  const parts = [hasHelp ? ids.help : undefined, error ? ids.error : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : undefined;
}

/** The message of a field error, which react-hook-form types loosely. */
export function errorMessage(error: { message?: unknown } | undefined): string | undefined {
  return typeof error?.message === "string" && error.message !== "" ? error.message : undefined;
}
