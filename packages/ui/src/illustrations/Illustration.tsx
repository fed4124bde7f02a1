import type { IllustrationRef } from "@genbagura/illustrations";

export interface IllustrationProps {
  /** The drawing, resolved on the server (`drawing(name)` in content): file, text alternative, size. */
  illustration: IllustrationRef;
  className?: string;
  /** The page's first drawing (its hero): fetched at once; every other one waits until it nears the screen. */
  eager?: boolean;
}

/** A drawing as an `<img>` of its versioned SVG file; its intrinsic size reserves the space (no layout shift). */
export function Illustration({ illustration, className, eager = false }: IllustrationProps) {
  const { src, alt, width, height } = illustration;
  return (
    <img
      className={className ? `g-illustration ${className}` : "g-illustration"}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
