/**
 * How `npm run staff -- add|password` reads a password (issue 28 §7). At a terminal it asks for it
 * without showing what is typed (raw mode: nothing is echoed, Backspace and Ctrl-U edit, Enter ends,
 * Ctrl-C cancels), then asks again to confirm. From a pipe or a file it reads the first line, so
 * scripts keep working.
 */

/** The terminal side of standard input (process.stdin when it is a TTY). */
export interface TerminalInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?: (mode: boolean) => unknown;
}

/** Ctrl-C (or Ctrl-D on an empty line) at the prompt. */
export class PromptCancelled extends Error {
  constructor() {
    super("Cancelled: no account was changed.");
  }
}

export const PASSWORDS_DIFFER_MESSAGE = "The two passwords are not the same; nothing was changed.";

/** The first line of a stream (without its line ending). */
export async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of input) {
    text += typeof chunk === "string" ? chunk : (chunk as Buffer).toString("utf8");
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0];
}

export const isTerminal = (input: TerminalInput): input is TerminalInput & { setRawMode: (mode: boolean) => unknown } =>
  Boolean(input.isTTY) && typeof input.setRawMode === "function";

/** Reads one line at the terminal with echo off; `write` shows the prompt (and the line break after). */
export function promptHidden(input: TerminalInput & { setRawMode: (mode: boolean) => unknown }, write: (text: string) => void, prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = "";
    // Inside an escape sequence (arrow keys and the like send ESC [ … letter): none of it is typed text.
    let escape: "none" | "start" | "body" = "none";
    const finish = (outcome: () => void) => {
      input.removeListener("data", onData);
      input.setRawMode(false);
      input.pause();
      write("\n");
      outcome();
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of typeof chunk === "string" ? chunk : chunk.toString("utf8")) {
        const code = char.codePointAt(0) ?? 0;
        if (escape === "start") {
          escape = char === "[" || char === "O" ? "body" : "none";
          continue;
        }
        if (escape === "body") {
          if (code >= 0x40 && code <= 0x7e) escape = "none";
          continue;
        }
        if (char === "\r" || char === "\n") return finish(() => resolve(value));
        if (char === "\u0003" || (char === "\u0004" && value === "")) return finish(() => reject(new PromptCancelled()));
        if (char === "\u007f" || char === "\b") value = [...value].slice(0, -1).join("");
        else if (char === "\u0015") value = "";
        else if (char === "\u001b") escape = "start";
        else if (code >= 0x20) value += char;
      }
    };
    input.setRawMode(true);
    input.on("data", onData);
    input.resume();
    write(prompt);
  });
}

export interface PasswordSource {
  stdin: TerminalInput;
  /** Where the prompts go (standard error, so standard output stays the command's answer). */
  prompt: (text: string) => void;
}

/**
 * The password: asked at a terminal with echo off (the caller checks it, then asks for it again with
 * `confirmPassword`), else the first line of standard input. Throws PromptCancelled.
 */
export async function readPassword(source: PasswordSource): Promise<{ password: string; typed: boolean }> {
  const { stdin } = source;
  if (!isTerminal(stdin)) return { password: await firstLine(stdin), typed: false };
  return { password: await promptHidden(stdin, source.prompt, "Password: "), typed: true };
}

/** The confirmation at a terminal: the same password typed again. */
export async function confirmPassword(source: PasswordSource, password: string): Promise<boolean> {
  const { stdin } = source;
  if (!isTerminal(stdin)) return true;
  return (await promptHidden(stdin, source.prompt, "Password again: ")) === password;
}
