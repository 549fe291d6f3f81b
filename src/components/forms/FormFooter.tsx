import React from "react";
import { PrivacyNote } from "../privacy/PrivacyNote";
import type { FormPrivacy } from "../privacy/use-privacy-notice";
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
  /** The form's privacy notice, shown beside the button (issue 25). */
  privacy?: FormPrivacy;
}

/** The end every form shares: the honeypot, the notice, the privacy note and the submit button. */
export function FormFooter({ honeypot, onHoneypotChange, notice, sending, label, sendingLabel = label, privacy }: FormFooterProps) {
  return (
    <>
      <Honeypot value={honeypot} onChange={onHoneypotChange} />
      <Actions>
        <FormNotice>{notice}</FormNotice>
        {privacy && <PrivacyNote privacy={privacy} />}
        <Button type="submit" disabled={sending}>
          {sending ? sendingLabel : label}
        </Button>
      </Actions>
    </>
  );
}
