import { useCallback, useState } from "react";
import { isValid, validateForm, type FieldErrors, type RuleSet } from "../../shared/validation";

export interface FormState<T> {
  values: T;
  errors: FieldErrors<T>;
  /** Sets a field and recomputes its error (spec §4: errors are recomputed on every change). */
  change: <K extends keyof T>(field: K, value: T[K]) => void;
  /** Recomputes a field's error when it loses focus. */
  blur: (field: keyof T) => void;
  /** Checks every field; true when the form may be sent. */
  validateAll: () => boolean;
  /** Shows errors that came from elsewhere (the server's errors array). */
  showErrors: (errors: FieldErrors<T>) => void;
  /** Back to the initial values with no errors. */
  reset: () => void;
  /**
   * Takes values the visitor typed before the form hydrated and checks them, and the fields they
   * left, as if it had happened after (spec §4: errors on every change and on leaving a field).
   */
  adopt: (found: Partial<T>, left: readonly (keyof T)[]) => void;
}

/** Form values and their errors under the rules of spec §5 (shared/validation.ts). */
export function useForm<T extends object>(rules: RuleSet<T>, initial: T): FormState<T> {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  const check = useCallback(
    <K extends keyof T>(field: K, value: T[K]) => {
      const message = rules[field](value);
      setErrors((current) => {
        const next = { ...current };
        if (message) next[field] = message;
        else delete next[field];
        return next;
      });
    },
    [rules],
  );

  const change = useCallback(
    <K extends keyof T>(field: K, value: T[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      check(field, value);
    },
    [check],
  );

  const blur = useCallback((field: keyof T) => check(field, values[field]), [check, values]);

  const validateAll = useCallback(() => {
    const found = validateForm(rules, values);
    setErrors(found);
    return isValid(found);
  }, [rules, values]);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  const adopt = useCallback(
    (found: Partial<T>, left: readonly (keyof T)[]) => {
      const next = { ...values, ...found };
      setValues(next);
      const touched = new Set<keyof T>([...(Object.keys(found) as (keyof T)[]), ...left]);
      touched.forEach((field) => check(field, next[field]));
    },
    [check, values],
  );

  return { values, errors, change, blur, validateAll, showErrors: setErrors, reset, adopt };
}
