/**
 * The page's first script (ARCHITECTURE.md section 15): counts the page's uncaught errors and unhandled
 * rejections from before hydration on, into `window.__gbErrors` (at most 20, nothing of the error itself).
 * The beacon sender, loaded after hydration, reads the count and then replaces `push` to hear of the
 * next error at once; React's own error callbacks push there too (see `noteBrowserError`).
 */
export const errorCaptureScript =
  "(function(w){var q=w.__gbErrors=[],p=function(){q.length<20&&q.push(1)};w.addEventListener('error',p);w.addEventListener('unhandledrejection',p)})(window)";
