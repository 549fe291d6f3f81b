import { fireEvent, screen, waitFor } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { ApplicationForm } from "../../../src/components/careers/ApplicationForm";
import { fakeFetch, type FakeReply } from "../../lib/fake-fetch";
import { formNotice, mockPrivacyQuery, noticeHeaderToday } from "../privacy/notice-data";

beforeEach(mockPrivacyQuery);

const JOB = { title: "Senior React Developer", location: "Pune, Maharashtra, India" };
const LABELS = ["First Name", "Last Name", "Email", "Phone Number", "Address", "Resume", "Tell me about yourself"];
const pdf = () => new File(["%PDF-1.4 resume"], "asha.pdf", { type: "application/pdf" });

function answer(reply: FakeReply) {
  const fetch = fakeFetch(() => reply);
  globalThis.fetch = fetch;
  return fetch;
}

function fill(resume: File = pdf()) {
  const text: Record<string, string> = { "First Name": "Asha", "Last Name": "Kulkarni", Email: "asha@example.in", "Phone Number": "9876543210", Address: "Baner, Pune", "Tell me about yourself": "I build fast sites." };
  for (const [label, value] of Object.entries(text)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.change(screen.getByLabelText("Resume"), { target: { files: [resume] } });
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Send it to the moon" }));

describe("ApplicationForm", () => {
  afterEach(() => jest.restoreAllMocks());

  it("says beside its button what happens to the details, linking to the applications part of the privacy notice", () => {
    renderWithTheme(<ApplicationForm job={JOB} onSent={jest.fn()} />);
    const link = screen.getByRole("link", { name: "How we use your details" });
    expect(link).toHaveAttribute("href", "/privacy#applications");
    expect(link.parentElement).toHaveTextContent(formNotice("applications"));
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("has exactly the spec's labels and blocks an empty submit with the careers messages", () => {
    const fetch = answer({ status: 201, body: {} });
    renderWithTheme(<ApplicationForm job={JOB} onSent={jest.fn()} />);
    for (const label of LABELS) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText("Phone Number")).toHaveAttribute("maxLength", "10");
    submit();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText("First Name")).toHaveAccessibleDescription("Name is required");
    expect(screen.getByLabelText("Resume")).toHaveAccessibleDescription(expect.stringContaining("Resume is required"));
    expect(screen.getByLabelText("Tell me about yourself")).toHaveAccessibleDescription("Description is required");
    expect(screen.getByLabelText("First Name")).toHaveFocus();
  });

  it("checks the resume's type and size before sending", () => {
    const fetch = answer({ status: 201, body: {} });
    renderWithTheme(<ApplicationForm job={JOB} onSent={jest.fn()} />);
    fill(new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(screen.getByLabelText("Resume")).toHaveAccessibleDescription(expect.stringContaining("Resume must be a PDF, DOC or DOCX file"));
    const big = new File(["x"], "big.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByLabelText("Resume"), { target: { files: [big] } });
    expect(screen.getByLabelText("Resume")).toHaveAccessibleDescription(expect.stringContaining("Resume must be 5 MB or smaller"));
    submit();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends multipart with jobTitle and jobLocation, says 'Sending...', then resets and reports success", async () => {
    const fetch = answer({ status: 201, body: { status: "success" } });
    const onSent = jest.fn();
    renderWithTheme(<ApplicationForm job={JOB} onSent={onSent} />);
    fill();
    submit();
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("http://localhost:8000/jobapplication");
    const body = init?.body as FormData;
    expect(body.get("jobTitle")).toBe(JOB.title);
    expect(body.get("jobLocation")).toBe(JOB.location);
    expect([...new Set(Array.from(body.keys()))].sort()).toEqual(
      ["address", "description", "email", "firstName", "jobLocation", "jobTitle", "lastName", "phoneNumber", "resume"],
    );
    expect(init?.headers).toEqual(noticeHeaderToday());
    expect((body.get("resume") as File).name).toBe("asha.pdf");
    expect(screen.getByLabelText("First Name")).toHaveValue("");
  });

  it("puts the server's errors under their fields", async () => {
    answer({ status: 422, body: { errors: [{ field: "resume", message: "Resume must be a PDF, DOC or DOCX file" }, { field: "email", message: "Email is not valid" }] } });
    const onSent = jest.fn();
    renderWithTheme(<ApplicationForm job={JOB} onSent={onSent} />);
    fill();
    submit();
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email is not valid"));
    expect(screen.getByLabelText("Resume")).toHaveAccessibleDescription(expect.stringContaining("Resume must be a PDF, DOC or DOCX file"));
    expect(onSent).not.toHaveBeenCalled();
  });

  it("logs 'Failed to submit form' on any other failure, keeps the fields and shows a notice", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    answer({ status: 502, raw: "<html>Bad gateway</html>" });
    renderWithTheme(<ApplicationForm job={JOB} onSent={jest.fn()} />);
    fill();
    submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("did not go through");
    expect(error).toHaveBeenCalledWith("Failed to submit form", expect.anything());
    expect(screen.getByLabelText("First Name")).toHaveValue("Asha");
  });
});
