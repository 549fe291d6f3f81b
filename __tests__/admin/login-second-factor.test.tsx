import "./jsdom-env";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { AdminContext, type AuthProvider } from "react-admin";
import { SecondFactorStep } from "../../src/admin/auth-provider";
import { LoginPage } from "../../src/admin/LoginPage";

// The API calls of the setup (their wire format is covered by the API's own tests and e2e/admin).
jest.mock("../../src/admin/account/api", () => ({
  ...jest.requireActual("../../src/admin/account/api"),
  beginSetup: jest.fn(async () => ({
    secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
    otpauthUrl: "otpauth://totp/x",
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  })),
  confirmSetup: jest.fn(async () => ({ recoveryCodes: ["AAAA-BBBB-CCCC", "DDDD-EEEE-FFFF"] })),
}));
import { confirmSetup } from "../../src/admin/account/api";

jest.setTimeout(30_000);

function provider(login: AuthProvider["login"]): AuthProvider {
  return { login, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined };
}

const typeCredentials = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/^Email/), "hr@selenova.example");
  await user.type(screen.getByLabelText(/^Password/), "lantern orbit pickle dune");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
};

test("told a code is required, the page asks for it in a labelled field and announces a wrong one", async () => {
  const login = jest.fn(async (params: { code?: string }) => {
    if (params.code === undefined) throw new SecondFactorStep("required");
    throw new Error("That code is not right.");
  });
  render(
    <AdminContext authProvider={provider(login)}>
      <LoginPage />
    </AdminContext>,
  );
  const user = userEvent.setup();
  await typeCredentials(user);
  expect(await screen.findByRole("heading", { name: "Second factor" })).toBeInTheDocument();
  const field = screen.getByLabelText(/^Code/);
  expect(field).toHaveFocus();
  await user.type(field, "654321{Enter}");
  expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right.");
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(field.getAttribute("aria-describedby")).toContain("sign-in-error");
  expect(login).toHaveBeenLastCalledWith({ code: "654321" });
});

test("when every account must have one, the page leads through the setup and then signs in", async () => {
  // The last call (after the setup) fails here, so the test ends before react-admin navigates (jsdom has no Request).
  const login = jest.fn(async (params: { afterSetup?: boolean }) => {
    throw params.afterSetup ? new Error("The sign-in did not complete. Please sign in again.") : new SecondFactorStep("setup-required");
  });
  render(
    <AdminContext authProvider={provider(login)}>
      <LoginPage />
    </AdminContext>,
  );
  const user = userEvent.setup();
  await typeCredentials(user);
  expect(await screen.findByRole("heading", { name: "Set up the second factor" })).toBeInTheDocument();
  expect(await screen.findByRole("img", { name: /QR code for your authenticator app/ })).toHaveAttribute("src", expect.stringMatching(/^data:image\/svg\+xml;base64,/));
  expect(screen.getByLabelText(/^Setup key/)).toHaveValue("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
  await user.type(screen.getByLabelText(/^Code from the app/), "123456");
  await user.click(screen.getByRole("button", { name: "Turn on the second factor" }));
  expect(confirmSetup).toHaveBeenCalledWith("123456");
  const list = await screen.findByRole("list", { name: "Recovery codes" });
  expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["AAAA-BBBB-CCCC", "DDDD-EEEE-FFFF"]);
  expect(screen.getByRole("heading", { name: "Your recovery codes" })).toHaveFocus();
  await user.click(screen.getByRole("button", { name: "I have stored my recovery codes" }));
  expect(login).toHaveBeenLastCalledWith({ afterSetup: true });
  expect(await screen.findByText("The sign-in did not complete. Please sign in again.")).toBeInTheDocument();
});
