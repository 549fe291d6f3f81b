import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { afterTakeOver, takeEarlyFormInput } from "../../lib/early-input";
import type { FormState } from "../../lib/use-form";
import { HONEYPOT_NAME } from "./Honeypot";

/**
 * Keeps what a visitor did in a pre-rendered form before the app started (src/lib/early-input.ts).
 * When the form hydrates, React leaves the fields as the visitor left them but its state is still
 * empty, so the first render after would wipe them: this takes the typed values into the form's
 * state (checking them as a change would), checks the fields the visitor had already left, and sends
 * a submit the page held, once the form's state has them. A form rendered in the browser (in a
 * dialog, or after a client-side navigation) finds nothing to take.
 */
export function useEarlyInput<T extends object>(
  formRef: RefObject<HTMLFormElement | null>,
  form: FormState<T>,
  setHoneypot: (value: string) => void,
): void {
  const [resubmit, setResubmit] = useState(false);
  const taken = useRef(false);

  // A layout effect: it runs in the commit that hydrated the form, before anything could re-render it.
  useLayoutEffect(() => {
    const element = formRef.current;
    if (taken.current || !element) return;
    taken.current = true;
    const found: Partial<T> = {};
    for (const name of Object.keys(form.values) as (keyof T & string)[]) {
      const field = element.elements.namedItem(name);
      const typed = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
      if (typed && typed.type !== "file" && typed.value !== form.values[name]) found[name] = typed.value as T[keyof T & string];
      // A group of radios: the one checked when the form hydrates. The head's guard hands early radio
      // changes over itself (src/lib/early-controls.ts: put back, then clicked once hydrated), so this
      // finds one only where no guard ran; it keeps the visitor's choice there as it keeps typed text.
      else if (typeof RadioNodeList !== "undefined" && field instanceof RadioNodeList && field.value && field.value !== form.values[name]) found[name] = field.value as T[keyof T & string];
    }
    const honeypot = element.elements.namedItem(HONEYPOT_NAME);
    if (honeypot instanceof HTMLInputElement && honeypot.value) setHoneypot(honeypot.value);
    const early = takeEarlyFormInput(element);
    const left = early.left.filter((name): name is keyof T & string => name in form.values);
    if (Object.keys(found).length || left.length) form.adopt(found, left);
    // Sent once the app has taken over everything the visitor did, so the submit carries it all.
    if (early.submitted) afterTakeOver(() => setResubmit(true));
  }, [formRef, form, setHoneypot]);

  // After the render that holds the adopted values, so the submit handler sends them.
  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    formRef.current?.requestSubmit();
  }, [resubmit, formRef]);
}
