import { afterTakeOver, EARLY_INPUT_SCRIPT, takeEarlyFormInput, takeOverEarlyInput } from "../../src/lib/early-input";

/** Runs the inline guard as the page's head does. */
function startGuard() {
  window.eval(EARLY_INPUT_SCRIPT);
}

function page() {
  document.body.innerHTML = `
    <form aria-label="Contact">
      <input name="firstName" aria-label="First name">
      <input name="email" aria-label="Email">
      <button>Send</button>
    </form>
    <form aria-label="Other"><input name="q" aria-label="Search"></form>
    <button type="button" id="menu">Menu</button>
    <label><input type="checkbox" id="tick"> Remote</label>
    <a href="#top" id="link">Top</a>`;
  const [contact, other] = Array.from(document.forms);
  return { contact, other, menu: document.getElementById("menu") as HTMLButtonElement, tick: document.getElementById("tick") as HTMLInputElement };
}

const submitEvent = () => new Event("submit", { bubbles: true, cancelable: true });

afterEach(() => {
  window.__earlyInput?.stop();
  delete window.__earlyInput;
  document.body.innerHTML = "";
});

describe("the early-input guard", () => {
  it("holds a submit before the app starts, so the browser does not send the form away", () => {
    startGuard();
    const { contact } = page();
    const event = submitEvent();
    contact.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(takeEarlyFormInput(contact)).toEqual({ left: [], submitted: true });
    expect(takeEarlyFormInput(contact)).toEqual({ left: [], submitted: false }); // taken once
  });

  it("remembers the fields a visitor left, per form", () => {
    startGuard();
    const { contact, other } = page();
    for (const label of ["First name", "Email", "First name", "Search"]) {
      const field = document.querySelector<HTMLInputElement>(`[aria-label="${label}"]`);
      field?.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    }
    expect(takeEarlyFormInput(contact)).toEqual({ left: ["firstName", "email"], submitted: false });
    expect(takeEarlyFormInput(other)).toEqual({ left: ["q"], submitted: false });
  });

  it("holds presses on buttons and presses them again once the app has taken over", () => {
    startGuard();
    const { menu } = page();
    const pressed: string[] = [];
    menu.click();
    menu.click(); // pressed again while nothing happened: counts once
    document.addEventListener("click", (event) => pressed.push((event.target as Element).id));
    expect(pressed).toEqual([]);

    takeOverEarlyInput();
    expect(pressed).toEqual(["menu"]);
    expect(window.__earlyInput?.holding).toBe(false);
  });

  it("lets a box be ticked at once, and gives the app that tick as one click when it takes over", () => {
    startGuard();
    const { menu, tick } = page();
    tick.click();
    expect(tick.checked).toBe(true); // the visitor sees the tick at once
    menu.click();
    const seen: string[] = [];
    document.addEventListener("click", (event) => seen.push(`${(event.target as HTMLInputElement).id}:${String((event.target as HTMLInputElement).checked)}`));

    takeOverEarlyInput();
    // Put back as rendered, then ticked by one click the app sees; then the menu, in the visitor's order.
    expect(seen).toEqual(["tick:true", "menu:undefined"]);
    expect(tick.checked).toBe(true);
  });

  it("gives the app nothing for a box ticked and un-ticked again before it started", () => {
    startGuard();
    const { tick } = page();
    tick.click();
    tick.click();
    expect(tick.checked).toBe(false);
    const seen: EventTarget[] = [];
    document.addEventListener("click", (event) => event.target && seen.push(event.target));
    takeOverEarlyInput();
    expect(seen).toEqual([]);
    expect(tick.checked).toBe(false);
  });

  it("leaves links and a form's own submit button to the browser and the submit event", () => {
    startGuard();
    page();
    const link = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("link")?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const send = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("button")?.dispatchEvent(send);
    expect(send.defaultPrevented).toBe(false);
    expect(window.__earlyInput?.held).toEqual([]);
  });

  it("remembers a field left after the app has taken over until its form has hydrated, and not after", () => {
    startGuard();
    const { contact } = page();
    takeOverEarlyInput();
    // React listens now, but drops a blur on a form it has not hydrated yet: the guard keeps it.
    document.querySelector('[aria-label="First name"]')?.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(takeEarlyFormInput(contact)).toEqual({ left: ["firstName"], submitted: false });
    // Hydrated: React sees the form's blurs itself.
    document.querySelector('[aria-label="Email"]')?.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(window.__earlyInput?.left).toEqual([]);
    expect(takeEarlyFormInput(contact)).toEqual({ left: [], submitted: false });
  });

  it("holds nothing once the app has taken over", () => {
    startGuard();
    const { contact, menu } = page();
    takeOverEarlyInput();
    const event = submitEvent();
    contact.dispatchEvent(event);
    menu.click();
    expect(event.defaultPrevented).toBe(false);
    expect(takeEarlyFormInput(contact).submitted).toBe(false);
    expect(window.__earlyInput?.held).toEqual([]);
  });

  it("runs what waits for the takeover after the whole takeover, once, even when it is asked for during it", () => {
    startGuard();
    const { menu, tick } = page();
    const order: string[] = [];
    menu.click();
    tick.click();
    afterTakeOver(() => order.push("waited before"));
    // A press handed over can make a form hydrate, and its effects run there: the submit must still wait.
    menu.addEventListener("click", () => afterTakeOver(() => order.push("asked during")));
    tick.addEventListener("click", () => order.push("box handed over"));
    takeOverEarlyInput();
    expect(order).toEqual(["box handed over", "waited before", "asked during"]);
    afterTakeOver(() => order.push("after"));
    expect(order.at(-1)).toBe("after");
    takeOverEarlyInput();
    expect(order).toHaveLength(4);
  });

  it("does nothing where the guard never ran (a page rendered in the browser)", () => {
    const { contact } = page();
    expect(() => takeOverEarlyInput()).not.toThrow();
    expect(takeEarlyFormInput(contact)).toEqual({ left: [], submitted: false });
    const ran = jest.fn();
    afterTakeOver(ran);
    expect(ran).toHaveBeenCalledTimes(1);
  });
});
