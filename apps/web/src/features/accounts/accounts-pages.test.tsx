import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render.tsx";

// MUI screens render slowly in jsdom on a busy two-core machine.
const slow = { timeout: 8000 };

describe("account screens", { timeout: 30_000 }, () => {
  it("login asks for both fields and links to reset and register", async () => {
    renderAt("/login");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Login" }, slow));
    expect(await screen.findByText("please fill all the fields")).toBeInTheDocument();
    // Both empty fields are marked, the first one focused.
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Forgot Password" })).toHaveAttribute("href", "/passreset");
    expect(screen.getByRole("link", { name: "Don't Have an Account" })).toHaveAttribute("href", "/register");
  });

  it("register takes the phone's digits as typed, says what is wrong on leaving, and marks the wrong fields", async () => {
    renderAt("/register");
    const user = userEvent.setup();
    const phone = await screen.findByLabelText("Phone", {}, slow);
    await user.type(phone, "96-1234 5678");
    // Every digit stays (nothing silently dropped), at most ten.
    expect(phone).toHaveValue("9612345678");
    await user.tab();
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Invalid phone number format")).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, "9812345678999");
    expect(phone).toHaveValue("9812345678");
    expect(phone).not.toHaveAttribute("aria-invalid", "true");
    await user.type(screen.getByLabelText("Full name"), "Sita Rai");
    await user.type(screen.getByLabelText("Email"), "sita@nowhere");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "long-enough-1");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email format.");
    const email = screen.getByLabelText("Email");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
  });

  it("the code and new-password pages send you to /login when no e-mail is held", async () => {
    const verify = renderAt("/emailVerify");
    await screen.findByRole("heading", { name: "Login" }, slow);
    expect(verify.router.state.location.pathname).toBe("/login");
    verify.unmount();
    const change = renderAt("/changePassword");
    await screen.findByRole("heading", { name: "Login" }, slow);
    expect(change.router.state.location.pathname).toBe("/login");
  });

  it("the reset request asks for the e-mail in the shop's exact words", async () => {
    renderAt("/passreset");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Verify" }, slow));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter your email");
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("the profile of someone not logged in shows Guest and the placeholders", async () => {
    renderAt("/profile");
    expect(await screen.findByRole("heading", { name: "Guest" }, slow)).toBeInTheDocument();
    expect(screen.getByText("No Email Provided")).toBeInTheDocument();
    expect(screen.getByText("No Phone Number")).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      "/login",
    );
  });
});
