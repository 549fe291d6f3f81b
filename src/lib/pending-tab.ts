/**
 * Opening a file in a new tab after a request without tripping popup blockers: browsers allow
 * window.open only while handling the visitor's click or key, not after an await. So the tab is
 * opened blank at once, and sent to the file (or closed) when the answer comes.
 */

export interface PendingTab {
  /** Sends the tab to `url`; false when there is no tab (blocked, or closed by the visitor). */
  go: (url: string) => boolean;
  /** Closes the blank tab when there is nothing to show. */
  close: () => void;
}

/** Call synchronously inside the event handler. `message` is shown in the blank tab meanwhile. */
export function openPendingTab(message: string, win: Window = window): PendingTab {
  let tab: Window | null = null;
  try {
    tab = win.open("", "_blank");
  } catch {
    tab = null;
  }
  if (tab) {
    try {
      tab.opener = null; // the file's page can't reach back into ours
      tab.document.title = message;
      tab.document.body.textContent = message;
    } catch {
      // A browser that won't let us touch the blank tab still lets us navigate it.
    }
  }
  return {
    go(url) {
      if (!tab || tab.closed) return false;
      tab.location.href = url;
      return true;
    },
    close() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
