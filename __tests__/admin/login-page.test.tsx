import "./jsdom-env";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { AdminContext, type AuthProvider } from "react-admin";
import { LoginPage } from "../../src/admin/LoginPage";

jest.setTimeout(30_000);

function authRejecting(message: string) {
  const login = jest.fn(async () => {
    throw new Error(message);
  });
  const provider: AuthProvider = { login, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined };
  return { provider, login };
}

test("a wrong password shows the server's message in the form, announced, and keeps what was typed", async () => {
  const { provider, login } = authRejecting("Email or password is incorrect");
  render(
    <AdminContext authProvider={provider}>
      <LoginPage />
    </AdminContext>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), "sales@selenova.example");
  await user.type(screen.getByLabelText(/^Password/), "not the password");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Email or password is incorrect");
  expect(login).toHaveBeenCalledWith({ email: "sales@selenova.example", password: "not the password" });
  expect(screen.getByLabelText(/^Email/)).toHaveValue("sales@selenova.example");
  expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  expect(screen.getByRole("heading", { level: 1, name: "Staff console" })).toBeInTheDocument();
  expect(screen.getByRole("main")).toBeInTheDocument();
});

test("Enter in the password field signs in, as a keyboard user would", async () => {
  const { provider, login } = authRejecting("Too many failed attempts. Try again in 15 minutes.");
  render(
    <AdminContext authProvider={provider}>
      <LoginPage />
    </AdminContext>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), "hr@selenova.example");
  await user.type(screen.getByLabelText(/^Password/), "twelve chars!{Enter}");
  expect(await screen.findByRole("alert")).toHaveTextContent("Too many failed attempts. Try again in 15 minutes.");
  expect(login).toHaveBeenCalledTimes(1);
});
