import { errorCaptureScript } from "./errorCapture";

/**
 * Runs before first paint: starts counting browser errors (errorCapture.ts), and marks iOS devices
 * (iPadOS desktop-class included) with `is-ios` on `<body>`, so the page shows the right app button
 * without a flash. One inline script, whose hash the CSP allows.
 */
export const platformScript = `${errorCaptureScript};(function(){var n=navigator;if(/iPhone|iPad|iPod/.test(n.userAgent)||(/Macintosh/.test(n.userAgent)&&n.maxTouchPoints>1))document.body.classList.add('is-ios')})()`;
