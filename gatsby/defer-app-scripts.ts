import fs from "fs";
import path from "path";

/** The app's bundles as Gatsby writes them into every page: `<script src="/….js" async></script>`. */
const APP_SCRIPT = /<script src="([^"<>]+\.js)" async(?:="")?><\/script>/g;

/** How long after the page's own HTML is parsed the bundles start at the latest, whatever is still loading. */
export const LATEST_START_MS = 3000;

/**
 * The inline loader that replaces the bundles' tags: it adds them once the window's load event has
 * fired (the hero image and the page's other eager resources are in) and the next frame has been
 * painted, or LATEST_START_MS after it runs, whichever comes first. Waiting for that frame puts the
 * loaded hero on screen before the bundles take the main thread: started straight from the load
 * event, they sometimes held the hero's paint back by a second or more on a slow phone.
 */
export function appLoaderScript(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return (
    `<script id="app-loader">(function(s,d){var done=false;function go(){if(done)return;done=true;` +
    `s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)})}` +
    `function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `if(d.readyState==="complete")painted();else addEventListener("load",painted);setTimeout(go,${LATEST_START_MS})})(${list},document)</script>`
  );
}

/**
 * Every page is complete HTML without script; the bundles only make it interactive. Fetched with the
 * page, they share a phone's bandwidth and main thread with the hero image (the largest paint), so
 * they start once the page has loaded instead. Returns the HTML unchanged when it has no bundle tags.
 */
export function deferAppScripts(html: string): string {
  const sources: string[] = [];
  let at = -1;
  const rest = html.replace(APP_SCRIPT, (tag: string, src: string, offset: number) => {
    if (at < 0) at = offset;
    sources.push(src);
    return "";
  });
  if (!sources.length) return html;
  return `${rest.slice(0, at)}${appLoaderScript(sources)}${rest.slice(at)}`;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/**
 * Rewrites every built page in publicDir and returns how many pages now load their bundles through
 * the loader (a page left as it was by an incremental build already does).
 */
export function deferAppScriptsInBuild(publicDir: string): number {
  let deferred = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const next = deferAppScripts(html);
    if (next !== html) fs.writeFileSync(file, next);
    if (next.includes('<script id="app-loader">')) deferred += 1;
  }
  return deferred;
}
