/** Moves focus to the first field (in the form's order) that has an error, so it is read out and fixable. */
export function focusFirstError(idPrefix: string, order: readonly string[], errors: Partial<Record<string, string>>): void {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
}
