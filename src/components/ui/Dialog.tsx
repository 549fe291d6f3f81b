import React, { useEffect, useRef } from "react";
import { CloseButton, DialogBody, DialogHeader, NativeDialog } from "./Dialog.styles";

export interface DialogProps {
  open: boolean;
  /** Called on the Close button, Escape, or a click outside the panel. */
  onClose: () => void;
  /** The dialog's visible title; it also names the dialog. */
  title: React.ReactNode;
  /** A line under the title, e.g. a job's location. */
  subtitle?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * A real modal dialog (<dialog> with showModal): focus moves in and is trapped by the browser, the
 * rest of the page is inert, Escape, a click outside and the named Close button all close it, and
 * focus returns to whatever opened it.
 */
export function Dialog({ open, onClose, title, subtitle, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = React.useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open]);

  return (
    <NativeDialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <DialogBody>
          <DialogHeader>
            <div>
              <h2 id={titleId}>{title}</h2>
              {subtitle && <p>{subtitle}</p>}
            </div>
            <CloseButton type="button" onClick={onClose} aria-label="Close">
              <span aria-hidden="true">×</span>
            </CloseButton>
          </DialogHeader>
          {children}
        </DialogBody>
      )}
    </NativeDialog>
  );
}
