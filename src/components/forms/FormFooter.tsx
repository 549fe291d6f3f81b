import React from "react";
import { Button } from "../ui/Button";
import { Actions } from "./FormLayout.styles";
import { FormNotice } from "./FormNotice";
import { Honeypot } from "./Honeypot";

export interface FormFooterProps {
  /** The honeypot's value (see Honeypot) and its setter. */
  honeypot: string;
  onHoneypotChange: (value: string) => void;
  /** A note that something did not go through; nothing shows when null. */
  notice: string | null;
  /** While true the submit button is disabled and reads `sendingLabel`. */
  sending: boolean;
  label: string;
  sendingLabel?: string;
}

/** The end every form shares: the honeypot, the notice and the submit button. */
export function FormFooter({ honeypot, onHoneypotChange, notice, sending, label, sendingLabel = label }: FormFooterProps) {
  return (
    <>
      <Honeypot value={honeypot} onChange={onHoneypotChange} />
      <Actions>
        <FormNotice>{notice}</FormNotice>
        <Button type="submit" disabled={sending}>
          {sending ? sendingLabel : label}
        </Button>
      </Actions>
    </>
  );
}
