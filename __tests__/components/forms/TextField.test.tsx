import { fireEvent, screen } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { TextField } from "../../../src/components/forms/TextField";
import { useForm } from "../../../src/lib/use-form";
import { DOWNLOAD_RULES, PHONE_MAX_LENGTH, type DownloadValues } from "../../../shared/validation";

const EMPTY: DownloadValues = { firstName: "", lastName: "", email: "", phoneNumber: "" };

function Harness({ onSend }: { onSend: (values: DownloadValues) => void }) {
  const form = useForm(DOWNLOAD_RULES, EMPTY);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.validateAll()) onSend(form.values);
      }}
    >
      <TextField idPrefix="t" name="firstName" label="First Name" value={form.values.firstName} error={form.errors.firstName} onChange={(v) => form.change("firstName", v)} onBlur={() => form.blur("firstName")} />
      <TextField idPrefix="t" name="lastName" label="Last Name" value={form.values.lastName} error={form.errors.lastName} onChange={(v) => form.change("lastName", v)} onBlur={() => form.blur("lastName")} />
      <TextField idPrefix="t" name="email" label="Email" type="email" value={form.values.email} error={form.errors.email} onChange={(v) => form.change("email", v)} onBlur={() => form.blur("email")} />
      <TextField idPrefix="t" name="phoneNumber" label="Phone Number" type="tel" maxLength={PHONE_MAX_LENGTH} value={form.values.phoneNumber} error={form.errors.phoneNumber} onChange={(v) => form.change("phoneNumber", v)} onBlur={() => form.blur("phoneNumber")} />
      <button type="submit">Send it to the moon</button>
    </form>
  );
}

describe("TextField with useForm", () => {
  it("shows the rule's message under the field on change and ties it to the input", () => {
    renderWithTheme(<Harness onSend={jest.fn()} />);
    const first = screen.getByLabelText("First Name");
    fireEvent.change(first, { target: { value: "Asha 2" } });
    expect(first).toHaveAttribute("aria-invalid", "true");
    expect(first).toHaveAccessibleDescription("Please enter only letters");
    fireEvent.change(first, { target: { value: "Asha" } });
    expect(first).not.toHaveAttribute("aria-invalid");
    expect(first).toHaveAccessibleDescription("");
  });

  it("checks a field on blur", () => {
    renderWithTheme(<Harness onSend={jest.fn()} />);
    fireEvent.blur(screen.getByLabelText("Email"));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email is required");
  });

  it("blocks submit while any field has an error and keeps what was typed", () => {
    const onSend = jest.fn();
    renderWithTheme(<Harness onSend={onSend} />);
    fireEvent.change(screen.getByLabelText("First Name"), { target: { value: "Asha" } });
    fireEvent.click(screen.getByRole("button", { name: "Send it to the moon" }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Last Name")).toHaveAccessibleDescription("Last Name is required");
    expect(screen.getByLabelText("Phone Number")).toHaveAccessibleDescription("Phone number is required");
    expect(screen.getByLabelText("First Name")).toHaveValue("Asha");
  });

  it("sends when every field is valid, and limits the phone input to 10 characters", () => {
    const onSend = jest.fn();
    renderWithTheme(<Harness onSend={onSend} />);
    fireEvent.change(screen.getByLabelText("First Name"), { target: { value: "Asha" } });
    fireEvent.change(screen.getByLabelText("Last Name"), { target: { value: "Kulkarni" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "asha@example.in" } });
    fireEvent.change(screen.getByLabelText("Phone Number"), { target: { value: "9876543210" } });
    expect(screen.getByLabelText("Phone Number")).toHaveAttribute("maxLength", "10");
    fireEvent.click(screen.getByRole("button", { name: "Send it to the moon" }));
    expect(onSend).toHaveBeenCalledWith({ firstName: "Asha", lastName: "Kulkarni", email: "asha@example.in", phoneNumber: "9876543210" });
  });
});
