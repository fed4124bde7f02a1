/** Flat colours of the site's illustrations (SVG presentation attributes cannot read CSS variables). */
export const palette = {
  navy: "#0b2f5b",
  navySoft: "#1d5fa8",
  sky: "#e8eef6",
  screen: "#bcd6ef",
  orange: "#f7941d",
  orangeDark: "#c2410c",
  white: "#ffffff",
  grey: "#d5dce6",
  greyDark: "#8a97a8",
  board: "#2e5e4e",
  wood: "#b5793a",
  green: "#2f9e6a",
} as const;

/** Every illustration is drawn on this canvas so they share proportions and can swap freely. */
export const illustrationViewBox = { width: 320, height: 200 } as const;
