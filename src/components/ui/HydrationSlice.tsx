import React, { createContext, Suspense, use, useId } from "react";

/** How far outside the viewport a deferred slice starts to hydrate, so it is ready when it scrolls in. */
export const NEAR_VIEWPORT_MARGIN = "400px 0px";

/**
 * Events that make React hydrate the part of the page they land on at once (its "discrete" events).
 * They are caught on the window, before React's own listener on the root, so that a deferred slice
 * is released in time for that same event to reach its handlers.
 */
const INTENT_EVENTS = ["pointerdown", "mousedown", "touchstart", "keydown", "focusin", "click"] as const;

/**
 * True inside a slice that waits to hydrate until it nears the viewport. Its decorative images wait with
 * it (see Picture): the slice is below the fold, so they are not needed for the first paint.
 */
export const InDeferredSlice = createContext(false);

/** A thenable that React's `use` reads synchronously once it is released (its status says so). */
interface Gate extends PromiseLike<void> {
  status: "pending" | "fulfilled";
  value?: undefined;
  release(): void;
}

const ATTRIBUTE = "data-hydrate-near";
const gates = new Map<string, Gate>();
let listening = false;

function makeGate(): Gate {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    status: "pending",
    then: (onFulfilled, onRejected) => promise.then(onFulfilled, onRejected),
    release() {
      if (gate.status === "fulfilled") return;
      gate.status = "fulfilled";
      gate.value = undefined;
      resolve();
    },
  };
  return gate;
}

function releaseOnIntent(event: Event): void {
  const target = event.target;
  const holder = target instanceof Element ? target.closest(`[${ATTRIBUTE}]`) : null;
  const id = holder?.getAttribute(ATTRIBUTE);
  if (id) gates.get(id)?.release();
}

/**
 * The gate of a deferred slice that is still server HTML waiting to hydrate, or null when there is
 * none: in a client render (a later visit through the router) React's ids never match the server's.
 */
function pendingGate(id: string): Gate | null {
  const existing = gates.get(id);
  if (existing) return existing;
  if (typeof document === "undefined") return null;
  const holder = Array.from(document.querySelectorAll(`[${ATTRIBUTE}]`)).find((element) => element.getAttribute(ATTRIBUTE) === id);
  if (!holder) return null;
  const gate = makeGate();
  gates.set(id, gate);
  const parts = Array.from(holder.children);
  if (!parts.length || typeof IntersectionObserver === "undefined") {
    gate.release();
    return gate;
  }
  if (!listening) {
    listening = true;
    for (const type of INTENT_EVENTS) window.addEventListener(type, releaseOnIntent, { capture: true, passive: true });
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      gate.release();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  for (const part of parts) observer.observe(part);
  return gate;
}

function NearViewport({ id, children }: { id: string; children: React.ReactNode }) {
  const gate = pendingGate(id);
  if (gate && gate.status !== "fulfilled") use(gate as PromiseLike<void>);
  return <>{children}</>;
}

/**
 * Hydrates its children as their own unit of work. React leaves a server-rendered Suspense boundary
 * for later and then hydrates each boundary separately, yielding to the browser between them, so a
 * long page hydrates in short tasks instead of one long one. The pre-rendered HTML is the same and the
 * fallback is never shown.
 *
 * With `until="near"`, a slice below the fold stays server HTML (visible, links working) until it
 * comes within NEAR_VIEWPORT_MARGIN of the viewport or the visitor points, taps, types or tabs into
 * it; then React hydrates it, at once for such an event. A page's JavaScript then does the work of
 * what is on screen first, not of the whole page. Rendered by the router after the first page, it
 * renders at once. Its wrapper is `display: contents`, so it adds no box to the layout.
 */
export function HydrationSlice({ children, until }: { children: React.ReactNode; until?: "near" }) {
  if (until === "near") return <DeferredSlice>{children}</DeferredSlice>;
  return <Suspense fallback={null}>{children}</Suspense>;
}

function DeferredSlice({ children }: { children: React.ReactNode }) {
  const id = useId();
  return (
    <div {...{ [ATTRIBUTE]: id }} style={{ display: "contents" }}>
      <InDeferredSlice value>
        <Suspense fallback={null}>
          <NearViewport id={id}>{children}</NearViewport>
        </Suspense>
      </InDeferredSlice>
    </div>
  );
}
