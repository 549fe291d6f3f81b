/**
 * Opens a file in a new tab, cut off from our page, and says whether the browser let it. Browsers
 * allow window.open only while the visitor's click or key still counts as recent (their "transient
 * activation", about five seconds in Chrome and Firefox), so call it as soon as the answer naming the
 * file is in; when it comes too late, or a blocker refuses the tab, this returns false and the caller
 * offers a link instead. Nothing opens before there is a file to show.
 */
export function openFileTab(url: string, win: Window = window): boolean {
  let tab: Window | null = null;
  try {
    tab = win.open(url, "_blank");
  } catch {
    tab = null;
  }
  if (!tab) return false;
  try {
    tab.opener = null; // the file's page can't reach back into ours
  } catch {
    // Already another origin's page: it has no way back to ours through opener either.
  }
  return true;
}
