/**
 * Runs before first paint: marks iOS devices (iPadOS desktop-class included) with `is-ios` on `<body>`,
 * so the page shows the right app button without a flash. Its hash is allowed by the CSP.
 */
export const platformScript =
  "(function(){var n=navigator;if(/iPhone|iPad|iPod/.test(n.userAgent)||(/Macintosh/.test(n.userAgent)&&n.maxTouchPoints>1))document.body.classList.add('is-ios')})()";
