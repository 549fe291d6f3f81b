import { PHONE_MAX_LENGTH } from "../../../shared/validation";

/**
 * The phone field's input attributes, the same in the three forms: ten digits, national format. The
 * autofill token `tel-national` (no country code, what the ten-digit rule wants) is only valid HTML on a
 * text input, not on `type="tel"` (the Nu Html Checker refuses it there, and `tel` would autofill "+91…");
 * `inputMode="numeric"` still brings up the digit keypad on phones.
 */
export const PHONE_INPUT = {
  type: "text",
  inputMode: "numeric",
  autoComplete: "tel-national",
  maxLength: PHONE_MAX_LENGTH,
} as const;
