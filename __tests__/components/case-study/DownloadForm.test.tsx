import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { BLOCKED_TAB_TEXT, DOWNLOAD_PROBLEMS, DownloadForm } from "../../../src/components/case-study/DownloadForm";
import { API_URL } from "../../../src/lib/api-base";
import { NO_FILE_URL_LOG, type DownloadTarget } from "../../../src/lib/case-study-download";
import { formNotice, mockPrivacyQuery, noticeHeaderToday } from "../privacy/notice-data";

const target: DownloadTarget = { name: "Kalpa Motors", slug: "kalpa-motors-ev-launch", pdf: "kalpa-ev9-launch" };
const FILE = `${API_URL}/CaseStudy/kalpa-ev9-launch.pdf`;

function respondWith(status: number, body: unknown) {
  let settle: () => void = () => undefined;
  const response = { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (settle = () => resolve(response))));
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, settle: () => act(async () => settle()) };
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const VALID = { "First Name": "Asha", "Last Name": "Rao", Email: "asha@example.com", "Phone Number": "9876543210" };
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send it to the moon" }));

describe("DownloadForm", () => {
  /** The tab window.open gives, or null when the browser blocks it. */
  let tab: { opener: unknown } | null;
  const onDownloaded = jest.fn();

  beforeEach(() => {
    mockPrivacyQuery();
    tab = { opener: {} };
    onDownloaded.mockReset();
    jest.spyOn(window, "open").mockImplementation(() => tab as unknown as Window);
  });
  afterEach(() => jest.restoreAllMocks());

  it("says beside its button what happens to the details, linking to the downloads part of the privacy notice", () => {
    renderWithTheme(<DownloadForm target={target} onDownloaded={onDownloaded} />);
    const link = screen.getByRole("link", { name: "How we use your details" });
    expect(link).toHaveAttribute("href", "/privacy#downloads");
    expect(link.parentElement).toHaveTextContent(formNotice("downloads"));
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("checks every field with the spec's messages and sends nothing while one fails", () => {
    const { fetchMock } = respondWith(201, {});
    renderWithTheme(<DownloadForm target={target} onDownloaded={onDownloaded} />);
    send();
    for (const message of ["First Name is required", "Last Name is required", "Email is required", "Phone number is required"]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    fill({ ...VALID, "First Name": "Asha1", Email: "asha@example", "Phone Number": "98765" });
    send();
    expect(screen.getByText("Please enter only letters")).toBeInTheDocument();
    expect(screen.getByText("Email is not valid")).toBeInTheDocument();
    expect(screen.getByText("Phone number must be 10 digits")).toBeInTheDocument();
    expect(screen.getByLabelText("Phone Number")).toHaveAttribute("maxLength", "10");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.open).not.toHaveBeenCalled();
  });

  it("opens nothing before the answer, disables the button meanwhile, then opens the file in a new tab and clears", async () => {
    const { fetchMock, settle } = respondWith(201, { status: "success", fileURL: FILE });
    renderWithTheme(<DownloadForm target={target} onDownloaded={onDownloaded} />);
    fill(VALID);
    send();
    expect(window.open).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Send it to the moon" })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${API_URL}/case_study/store`);
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: "Asha",
      lastName: "Rao",
      email: "asha@example.com",
      phoneNumber: "9876543210",
      caseStudyName: "kalpa-motors-ev-launch",
      pdf: "kalpa-ev9-launch",
    });
    expect(init.headers).toEqual({ "content-type": "application/json", ...noticeHeaderToday() });
    await settle();
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(window.open).toHaveBeenCalledWith(FILE, "_blank");
    expect(tab?.opener).toBeNull();
    expect(onDownloaded).toHaveBeenCalledWith({ fileURL: FILE });
    expect(screen.getByLabelText("First Name")).toHaveValue("");
    expect(screen.getByLabelText("Phone Number")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send it to the moon" })).toBeEnabled();
  });

  it("when the browser blocks the tab, offers an 'Open the PDF' link in the popup instead", async () => {
    tab = null;
    const { settle } = respondWith(201, { fileURL: FILE });
    renderWithTheme(<DownloadForm target={target} onDownloaded={onDownloaded} />);
    fill(VALID);
    send();
    await settle();
    expect(onDownloaded).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent(BLOCKED_TAB_TEXT);
    const link = screen.getByRole("link", { name: "Open the PDF" });
    expect(link).toHaveAttribute("href", FILE);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveFocus();
    fireEvent.click(link);
    expect(onDownloaded).toHaveBeenCalledWith({ fileURL: FILE });
  });

  it("without a fileURL logs the spec's line, opens nothing, keeps the fields and says it did not work", async () => {
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    const { settle } = respondWith(201, { status: "success" });
    renderWithTheme(<DownloadForm target={target} onDownloaded={onDownloaded} />);
    fill(VALID);
    send();
    await settle();
    expect(log).toHaveBeenCalledWith(NO_FILE_URL_LOG);
    expect(window.open).not.toHaveBeenCalled();
    expect(onDownloaded).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(DOWNLOAD_PROBLEMS.noFile);
    expect(screen.getByLabelText("Email")).toHaveValue("asha@example.com");
  });

  it("on a failure keeps the fields and says so", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { settle } = respondWith(500, { message: "Something went wrong" });
    renderWithTheme(<DownloadForm target={target} onDownloaded={onDownloaded} />);
    fill(VALID);
    send();
    await settle();
    expect(window.open).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(DOWNLOAD_PROBLEMS.failed);
    expect(screen.getByLabelText("First Name")).toHaveValue("Asha");
    expect(onDownloaded).not.toHaveBeenCalled();
  });

  it("shows the API's field errors under their fields", async () => {
    const { settle } = respondWith(422, { errors: [{ field: "email", message: "Email is not valid" }] });
    renderWithTheme(<DownloadForm target={target} onDownloaded={onDownloaded} />);
    fill(VALID);
    send();
    await settle();
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email is not valid"));
  });
});
