import { applyAsVisitor, controlKey, hydrateNow, isStateful, readState, restoreServerState, settleBeforeReact, STATEFUL, type ControlState } from "./early-controls";

/**
 * What a visitor does before the app has started. Every page is complete HTML, so a visitor can type,
 * tick, choose, press and submit before the bundles have run and React listens. EARLY_INPUT_SCRIPT,
 * inline first in every page's head, keeps all of it until the app takes over, and the app then takes
 * each thing over once (issue 22: never lost, never undone, never applied twice):
 *
 * - typing needs no help from the script: the fields keep it, and the field's component takes the text
 *   into its state when it hydrates (useEarlyInput for the forms, JobSearchFields for the searches);
 * - a box ticked, a radio button or an option chosen is left to the browser (the visitor sees it at
 *   once) and remembered; when the app takes over, React is given the visitor's state as one change per
 *   control (src/lib/early-controls.ts): a box ticked and un-ticked again is no change at all;
 * - a press on a button (or a tab) is stopped and remembered, and pressed again for the visitor once
 *   React listens; pressing the same button again in a row while waiting counts once;
 * - a submit is stopped and remembered, with the field(s) the visitor left before it; the form sends it
 *   once it has hydrated (useEarlyInput);
 * - leaving a form field is remembered, so the form checks that field when it hydrates. This goes on
 *   after the app has taken over, until that form has hydrated: React listens from the moment it is
 *   given the page, but a focusout landing on a part it has not hydrated yet is dropped (React hydrates
 *   at once for a press or a keystroke, not for a blur), and the field's "is required" would be lost.
 *
 * Links are left alone: they work as plain links before the app starts.
 */

/** The queue the inline script keeps on `window.__earlyInput`. */
export interface EarlyInputQueue {
  /** True until the app takes over; while true, presses and submits are held and changes remembered. */
  holding: boolean;
  submits: { form: HTMLFormElement; submitter: HTMLElement | null }[];
  /** In the visitor's order: buttons pressed (held) and stateful controls changed (once each, first change). */
  held: HTMLElement[];
  left: Element[];
  /** Forms that have taken what was done in them (takeEarlyFormInput): leaving their fields is React's to see. */
  done: HTMLFormElement[];
  /** Stops holding presses and submits and remembering changes (leaving fields is still remembered for forms not yet done). */
  stop: () => void;
  /** True while takeOverEarlyInput hands the remembered changes and presses over (set by the app, not the script). */
  taking?: boolean;
  /** What waits for the takeover to end (afterTakeOver): a held submit is sent only then. */
  waiting?: (() => void)[];
}

declare global {
  interface Window {
    __earlyInput?: EarlyInputQueue;
  }
}

/** Controls whose press is held; a submit button's press becomes a submit, which is held instead. */
const PRESSABLE = "button,[role=button],[role=tab]";

/**
 * The inline guard (ES5, no dependencies). It listens on the document in the capture phase, so it
 * sees every event before anything else on the page could.
 */
export const EARLY_INPUT_SCRIPT =
  `(function(w,d){var q={holding:true,submits:[],held:[],left:[],done:[]};` +
  `function submit(e){if(!q.holding||e.defaultPrevented)return;e.preventDefault();` +
  `q.submits.push({form:e.target,submitter:e.submitter||null})}` +
  `function press(e){if(!q.holding||!e.target||!e.target.closest)return;var c=e.target.closest(${JSON.stringify(PRESSABLE)});` +
  `if(!c||c.disabled||(c.type==="submit"&&c.form))return;e.preventDefault();` +
  `if(q.held[q.held.length-1]!==c)q.held.push(c)}` +
  `function change(e){var t=e.target;if(q.holding&&t&&t.matches&&t.matches(${JSON.stringify(STATEFUL)})&&q.held.indexOf(t)<0)q.held.push(t)}` +
  `function leave(e){var t=e.target;if(t&&t.form&&q.done.indexOf(t.form)<0&&q.left.indexOf(t)<0)q.left.push(t)}` +
  `d.addEventListener("submit",submit,true);d.addEventListener("click",press,true);` +
  `d.addEventListener("change",change,true);d.addEventListener("focusout",leave,true);` +
  `q.stop=function(){q.holding=false;d.removeEventListener("submit",submit,true);` +
  `d.removeEventListener("click",press,true);d.removeEventListener("change",change,true)};` +
  `w.__earlyInput=q})(window,document)`;

/**
 * Called right after React has been given the page (it listens from then on, and has hydrated nothing
 * yet): stops holding, then takes over, in the visitor's order, what was done while the page was
 * starting. Every changed control is first put back as the page was rendered, so React hydrates each
 * one showing the state React has; each is then given the visitor's state as one change
 * (applyAsVisitor), and each held button is pressed again. React hydrates the part of the page a press
 * or change lands on at once, so each one reaches its handler, once. From then on, a pre-rendered
 * control React has not hydrated yet is settled as the visitor uses it (settleBeforeReact).
 */
export function takeOverEarlyInput(win: Window = window): void {
  const queue = win.__earlyInput;
  if (!queue?.holding) return;
  queue.taking = true;
  queue.stop();
  try {
    handOver(queue, win);
  } finally {
    queue.taking = false;
    for (const run of queue.waiting?.splice(0) ?? []) run();
  }
}

/** takeOverEarlyInput's pass over what was held, in the visitor's order. */
function handOver(queue: EarlyInputQueue, win: Window): void {
  const held = queue.held.splice(0).filter((element) => element.isConnected);
  const changes = new Map<Element, { state: ControlState; key: string | null }>();
  for (const control of held.filter(isStateful)) changes.set(control, { state: readState(control), key: controlKey(control) });
  for (const control of changes.keys()) if (isStateful(control)) restoreServerState(control);
  for (const element of held) {
    const change = changes.get(element);
    if (!change) {
      if (element.isConnected) element.click();
      continue;
    }
    hydrateNow(element);
    // Had React to render that part anew (a hydration mismatch), the control is a new one: found by its key.
    const control = element.isConnected ? element : change.key ? win.document.querySelector(change.key) : null;
    if (control && isStateful(control)) applyAsVisitor(control, change.state);
  }
  settleBeforeReact(win.document);
}

/**
 * Runs `run` once the app has taken over what the visitor did (now, if it has, or if no guard ran).
 * A form that hydrates during the takeover (a change or press handed over makes React hydrate it on the
 * spot) must not send a held submit from there: React runs the effects of such a hydration at once,
 * before the takeover has given the form the rest of the visitor's changes (a radio chosen after the
 * text typed, say), and the submit would go without them.
 */
export function afterTakeOver(run: () => void, win: Window = window): void {
  const queue = win.__earlyInput;
  if (queue && (queue.holding || queue.taking)) (queue.waiting ??= []).push(run);
  else run();
}

/** What a form was given before the app started. */
export interface EarlyFormInput {
  /** Names of the fields the visitor left (focus moved away), in order. */
  left: string[];
  /** Whether the visitor submitted the form. */
  submitted: boolean;
}

/** Takes (once) what the visitor did in `form` before it hydrated; from then on React sees its fields. */
export function takeEarlyFormInput(form: HTMLFormElement, win: Window = window): EarlyFormInput {
  const queue = win.__earlyInput;
  if (!queue) return { left: [], submitted: false };
  if (!queue.done.includes(form)) queue.done.push(form);
  const left: string[] = [];
  queue.left = queue.left.filter((field) => {
    if (!form.contains(field)) return true;
    const name = field.getAttribute("name");
    if (name && !left.includes(name)) left.push(name);
    return false;
  });
  const before = queue.submits.length;
  queue.submits = queue.submits.filter((held) => held.form !== form);
  return { left, submitted: queue.submits.length < before };
}
