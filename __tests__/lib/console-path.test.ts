/**
 * The console's addresses (src/lib/console-path.ts): its pages as routed keep their own frame; analytics and
 * not-found reports leave out every spelling of them; neither takes a page that only starts with "admin".
 */
import { isConsoleAddress, isConsolePath } from "../../src/lib/console-path";

describe("the console's addresses", () => {
  it("names the console's own pages, as the site routes them", () => {
    expect(["/admin", "/admin/", "/admin/leads/12"].every(isConsolePath)).toBe(true);
    // Not routed to the console: these keep the site's frame.
    expect(["/Admin/x", "/ADMIN", "/administration", "/blog/admin", "/"].some(isConsolePath)).toBe(false);
  });

  it("leaves out every spelling of them from what the site reports", () => {
    expect(["/admin", "/admin/leads", "/Admin/x", "/ADMIN"].every(isConsoleAddress)).toBe(true);
    expect(["/administration", "/blog/admin", "/"].some(isConsoleAddress)).toBe(false);
  });
});
