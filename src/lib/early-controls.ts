/**
 * Controls with a state (checkboxes, radio buttons, selects) changed before React owns them.
 *
 * The browser changes such a control at once, whatever React is doing, and the page shows it. React
 * learns a control's state when it hydrates it, from the DOM as it is then, and only calls onChange for
 * a change it sees after that. So a box ticked before hydration looks to React like the state it already
 * had: no onChange, and the next render puts the box back (issue 22). The same happens to a click that
 * makes React hydrate the box on the spot: the browser has ticked it before React sees the click.
 *
 * The rule here: React hydrates a control while the DOM shows the state the page was rendered with
 * (React's state), and the visitor's state is then given to it as a change, once:
 * - before the app takes over (takeOverEarlyInput), each changed control is put back as the server
 *   rendered it, React hydrates it (hydrateNow), and the visitor's state is applied as a visitor would
 *   (a click on a box, a chosen option and its change event);
 * - after that, until React has hydrated them, a click or change on a pre-rendered control is settled
 *   before React sees it (settleBeforeReact): the control is shown to React as it was before the
 *   click while React hydrates it, and the click then goes on to React as a change.
 */

/** Controls with a state of their own, which the browser changes at once and the guard lets it. */
export const STATEFUL = "input[type=checkbox],input[type=radio],select";

export type StatefulControl = HTMLInputElement | HTMLSelectElement;

/** A control's state: a box's tick, or a select's chosen options. */
export type ControlState = { checked: boolean } | { selected: boolean[] };

export const isStateful = (element: Element): element is StatefulControl => element.matches(STATEFUL);

const isCheckable = (control: StatefulControl): control is HTMLInputElement => control instanceof HTMLInputElement;

export function readState(control: StatefulControl): ControlState {
  return isCheckable(control) ? { checked: control.checked } : { selected: Array.from(control.options, (option) => option.selected) };
}

/** The radio buttons of the control's group (the same name in the same form), the control included. */
function radioGroup(radio: HTMLInputElement): HTMLInputElement[] {
  if (!radio.name) return [radio];
  const scope = radio.form ?? radio.ownerDocument;
  return Array.from(scope.querySelectorAll<HTMLInputElement>("input[type=radio]")).filter(
    (other) => other.name === radio.name && other.form === radio.form,
  );
}

/** Puts a control back as the page was rendered (its `checked` or `selected` attributes). */
export function restoreServerState(control: StatefulControl): void {
  if (!isCheckable(control)) {
    for (const option of Array.from(control.options)) option.selected = option.defaultSelected;
  } else if (control.type === "radio") {
    for (const radio of radioGroup(control)) radio.checked = radio.defaultChecked;
  } else {
    control.checked = control.defaultChecked;
  }
}

/**
 * Makes React hydrate the part of the page `element` is in, now. React hydrates at once the part a
 * discrete event lands on (selective hydration) before it handles the event; "reset" is such an event,
 * and sent to a control, without bubbling, it reaches no handler on this site (only a form has a reset).
 */
export function hydrateNow(element: Element): void {
  element.dispatchEvent(new Event("reset", { bubbles: false }));
}

/** A value inside a double-quoted CSS attribute selector. */
const quoted = (value: string): string => `"${value.replace(/["\\]/g, "\\$&").replace(/\n/g, "\\a ")}"`;

/** A stable key for finding a control again if React had to render its part of the page anew. */
export function controlKey(control: StatefulControl): string | null {
  if (control.id) return `[id=${quoted(control.id)}]`;
  if (!control.name) return null;
  const name = `[name=${quoted(control.name)}]`;
  return isCheckable(control) ? `input${name}[value=${quoted(control.value)}]` : `select${name}`;
}

/** Gives React the visitor's state for a control React has just hydrated showing the server's state. */
export function applyAsVisitor(control: StatefulControl, state: ControlState): void {
  if ("checked" in state) {
    // A click changes the box and React sees the change: onChange runs as for any click.
    if (isCheckable(control) && control.checked !== state.checked && (control.type === "checkbox" || state.checked)) control.click();
    return;
  }
  if (isCheckable(control)) return;
  const options = Array.from(control.options);
  if (options.every((option, i) => option.selected === Boolean(state.selected[i]))) return;
  options.forEach((option, i) => (option.selected = Boolean(state.selected[i])));
  control.dispatchEvent(new Event("input", { bubbles: true }));
  control.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Sets `checked` as the browser does, without telling anyone (React keeps the state it last saw). */
function setCheckedQuietly(box: HTMLInputElement, checked: boolean): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "checked")?.set?.call(box, checked);
}

/**
 * From the moment React listens until it has hydrated them: a click (or change) on one of the page's
 * pre-rendered stateful controls is settled before React's own listener sees it. The browser has
 * already changed the control; it is shown to React as it was while React hydrates it, then changed
 * back quietly, so React takes the click for the change it is. Each control is settled once (from then
 * on React has hydrated it); a control React had already hydrated comes out the same. Returns a stop.
 */
export function settleBeforeReact(doc: Document): () => void {
  const pending = new Set(Array.from(doc.querySelectorAll<StatefulControl>(STATEFUL)));
  if (!pending.size) return () => undefined;
  const settle = (event: Event) => {
    const control = event.target;
    if (!(control instanceof Element) || !isStateful(control) || !pending.has(control)) return;
    if (isCheckable(control) !== (event.type === "click")) return;
    pending.delete(control);
    if (isCheckable(control)) {
      const now = control.checked;
      control.checked = control.type === "radio" ? false : !now;
      hydrateNow(control);
      setCheckedQuietly(control, now);
    } else {
      const state = readState(control);
      hydrateNow(control);
      if ("selected" in state) Array.from(control.options).forEach((option, i) => (option.selected = Boolean(state.selected[i])));
    }
    if (!pending.size) stop();
  };
  const stop = () => {
    doc.removeEventListener("click", settle, true);
    doc.removeEventListener("change", settle, true);
  };
  // On the document, in the capture phase: before React's listeners on the page's root.
  doc.addEventListener("click", settle, true);
  doc.addEventListener("change", settle, true);
  return stop;
}
