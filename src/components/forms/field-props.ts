import type { FormState } from "../../lib/use-form";
import type { TextFieldProps } from "./TextField";

/** The fields of T that hold text. */
export type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

type WiredProps = Pick<TextFieldProps, "name" | "idPrefix" | "value" | "error" | "onChange" | "onBlur">;

/** The props that tie a TextField to a form's value, error, change and blur, for every form alike. */
export function fieldProps<T extends object>(form: FormState<T>, idPrefix: string): (name: TextKeys<T>) => WiredProps {
  return (name) => ({
    name,
    idPrefix,
    value: String(form.values[name]),
    error: form.errors[name],
    onChange: (value: string) => form.change(name, value as T[TextKeys<T>]),
    onBlur: () => form.blur(name),
  });
}
