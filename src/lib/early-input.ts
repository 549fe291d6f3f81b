/**
 * What a visitor does before the app has started. Every page is complete HTML, so a visitor can type,
 * press and submit before the bundles have run and React listens. Typing needs no help (the fields
 * keep it, and a form adopts it when it hydrates), but a press on a button would do nothing and a
 * submit would send the form natively (a page load that loses the enquiry). EARLY_INPUT_SCRIPT, inline
 * in every page's head, holds those until the app takes over:
 *
 * - a submit is stopped and remembered, with the field(s) the visitor left before it; the form sends it
 *   once it has hydrated (useEarlyInput);
 * - a press on a button (or a checkbox or radio) is stopped and remembered, and pressed again for the
 *   visitor once React listens (takeOverEarlyInput); pressing the same control again in a row while
 *   waiting counts once;
 * - leaving a form field is remembered, so the form checks that field when it hydrates. This goes on
 *   after the app has taken over, until that form has hydrated: React listens from the moment it is
 *   given the page, but a focusout landing on a part it has not hydrated yet is dropped (React hydrates
 *   at once for a press or a keystroke, not for a blur), and the field's "is required" would be lost.
 *
 * Links are left alone: they work as plain links before the app starts.
 */

/** The queue the inline script keeps on `window.__earlyInput`. */
export interface EarlyInputQueue {
  /** True until the app takes over; while true, presses and submits are held. */
  holding: boolean;
  submits: { form: HTMLFormElement; submitter: HTMLElement | null }[];
  presses: HTMLElement[];
  left: Element[];
  /** Forms that have taken what was done in them (takeEarlyFormInput): leaving their fields is React's to see. */
  done: HTMLFormElement[];
  /** Stops holding presses and submits (leaving fields is still remembered for forms not yet done). */
  stop: () => void;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInputQueue;
  }
}

/** Controls whose press is held; a submit button's press becomes a submit, which is held instead. */
const PRESSABLE = "button,input[type=checkbox],input[type=radio]";

/**
 * The inline guard (ES5, no dependencies). It listens on the document in the capture phase, so it
 * sees every event before anything else on the page could.
 */
export const EARLY_INPUT_SCRIPT =
  `(function(w,d){var q={holding:true,submits:[],presses:[],left:[],done:[]};` +
  `function submit(e){if(!q.holding||e.defaultPrevented)return;e.preventDefault();` +
  `q.submits.push({form:e.target,submitter:e.submitter||null})}` +
  `function press(e){if(!q.holding||!e.target||!e.target.closest)return;var c=e.target.closest(${JSON.stringify(PRESSABLE)});` +
  `if(!c||c.disabled||(c.type==="submit"&&c.form))return;e.preventDefault();` +
  `if(q.presses[q.presses.length-1]!==c)q.presses.push(c)}` +
  `function leave(e){var t=e.target;if(t&&t.form&&q.done.indexOf(t.form)<0&&q.left.indexOf(t)<0)q.left.push(t)}` +
  `d.addEventListener("submit",submit,true);d.addEventListener("click",press,true);d.addEventListener("focusout",leave,true);` +
  `q.stop=function(){q.holding=false;d.removeEventListener("submit",submit,true);` +
  `d.removeEventListener("click",press,true)};` +
  `w.__earlyInput=q})(window,document)`;

/**
 * Called right after React has been given the page (it listens from then on): stops holding and
 * presses again, in order, every control pressed while the page was starting that is still there.
 * React hydrates the part of the page a press lands on at once, so each one reaches its handler.
 */
export function takeOverEarlyInput(win: Window = window): void {
  const queue = win.__earlyInput;
  if (!queue?.holding) return;
  queue.stop();
  const presses = queue.presses.splice(0);
  for (const control of presses) if (control.isConnected) control.click();
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
