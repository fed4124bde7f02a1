export interface ShareTarget {
  service: string;
  /** Visible link text: says what the link does. */
  label: string;
  href: string;
}

/** Share links for a page, built from its absolute URL and title (no third-party scripts). */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  return [
    {
      service: "x",
      label: "Xでポストする",
      href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodedTitle}`,
    },
    {
      service: "facebook",
      label: "Facebookでシェアする",
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    },
    {
      service: "line",
      label: "LINEで送る",
      href: `https://social-plugins.line.me/lineit/share?url=${encodedUrl}`,
    },
  ];
}
