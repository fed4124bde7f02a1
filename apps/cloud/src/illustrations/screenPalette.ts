/** Flat colours of the screen drawings, matching the site's illustrations (SVG attributes cannot read CSS variables). */
export const screenPalette = {
  navy: "#0b2f5b",
  navySoft: "#1d5fa8",
  sky: "#e8eef6",
  screen: "#bcd6ef",
  orange: "#f7941d",
  white: "#ffffff",
  grey: "#d5dce6",
  greyDark: "#8a97a8",
  board: "#2e5e4e",
  green: "#2f9e6a",
} as const;

/** Every screen is drawn on the same canvas as the site's illustrations. */
export const screenViewBox = { width: 320, height: 200 } as const;
