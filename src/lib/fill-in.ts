/** Filling in the {words} of a sentence from data (issue 30). Pure; a module of its own (see ./page-copy.ts). */

/** Fills the {words} of a sentence from data (privacy page, terms) with the values given; unknown ones stay. */
export function fillIn<T>(text: string, values: Readonly<Record<string, T>>): (string | T)[] {
  return text.split(/(\{[^{}]*\})/).filter((part) => part !== "").map((part) => {
    const match = /^\{([^{}]*)\}$/.exec(part);
    return match && match[1] in values ? values[match[1]] : part;
  });
}
