import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { PlainTextField, type PlainTextFieldProps } from "./plain-text-field.tsx";

/** A field that keeps what is typed, as the forms' fields do. */
function Typed(props: Omit<PlainTextFieldProps, "value" | "onChange">) {
  const [value, setValue] = useState("");
  return <PlainTextField {...props} value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe("the shopper's plain text field", () => {
  it("is named by its label and described by the line under it", async () => {
    render(<Typed label="Email" type="email" autoComplete="email" helperText="We reply to this address" />);
    const email = screen.getByLabelText("Email");
    expect(email).toBe(screen.getByRole("textbox", { name: "Email" }));
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("autocomplete", "email");
    expect(email).toHaveAccessibleDescription("We reply to this address");
    expect(email).not.toHaveAttribute("aria-invalid", "true");
    // The label sits in the empty box, and floats up into the outline's notch once there is text.
    const label = screen.getByText("Email", { selector: "label" });
    expect(label).toHaveAttribute("data-shrink", "false");
    await userEvent.setup().type(email, "sita@example.com");
    expect(email).toHaveValue("sita@example.com");
    expect(label).toHaveAttribute("data-shrink", "true");
    expect(email.parentElement?.querySelector("legend")).toHaveTextContent("Email");
  });

  it("floats the label while it has the focus, and the notch opens with it", async () => {
    render(<Typed label="Email" />);
    const email = screen.getByLabelText("Email");
    const label = screen.getByText("Email", { selector: "label" });
    const legend = email.parentElement?.querySelector("legend");
    expect(legend).not.toHaveClass("ptf-notched");
    const user = userEvent.setup();
    await user.click(email);
    expect(label).toHaveAttribute("data-shrink", "true");
    expect(label).toHaveClass("ptf-focused");
    expect(legend).toHaveClass("ptf-notched");
    await user.tab();
    expect(label).toHaveAttribute("data-shrink", "false");
    expect(label).not.toHaveClass("ptf-focused");
  });

  it("marks an error on the input and says it under the field", () => {
    render(<PlainTextField label="Full name" value="" error helperText="Full name is required" />);
    const name = screen.getByRole("textbox", { name: "Full name" });
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Full name is required");
    expect(screen.getByText("Full name is required")).toBeVisible();
    expect(screen.getByText("Full name is required")).toHaveClass("ptf-error");
  });

  it("has no description when there is no line under it, and a required field says so", () => {
    render(<PlainTextField label="City" value="" required />);
    const city = screen.getByRole("textbox", { name: /City/ });
    expect(city).not.toHaveAttribute("aria-describedby");
    expect(city).toHaveAttribute("aria-invalid", "false");
    expect(city).toBeRequired();
    // MUI's marker: a thin space and an asterisk, which a screen reader does not read.
    const label = screen.getByText("City", { selector: "label" });
    expect(label.textContent).toBe("City\u2009*");
    expect(label.querySelector("span")).toHaveAttribute("aria-hidden", "true");
  });

  it("a disabled field cannot be typed in", () => {
    render(<PlainTextField label="Email" value="" disabled />);
    expect(screen.getByLabelText("Email")).toBeDisabled();
  });

  it("passes the input's own attributes and keeps a given id", () => {
    render(
      <PlainTextField
        id="code"
        label="Verification code"
        value="12"
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 6, readOnly: true } }}
      />,
    );
    const code = screen.getByLabelText("Verification code");
    expect(code).toHaveAttribute("id", "code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("maxlength", "6");
    expect(code).toHaveAttribute("readonly");
  });

  it("an adornment's button works (show and hide a password)", async () => {
    function Password() {
      const [shown, setShown] = useState(false);
      return (
        <Typed
          label="Password"
          type={shown ? "text" : "password"}
          slotProps={{
            input: {
              endAdornment: (
                <button
                  type="button"
                  aria-label={shown ? "Hide password" : "Show password"}
                  onClick={() => setShown(!shown)}
                >
                  {shown ? "hide" : "show"}
                </button>
              ),
            },
          }}
        />
      );
    }
    render(<Password />);
    const user = userEvent.setup();
    const password = screen.getByLabelText("Password");
    await user.type(password, "secret-1");
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    expect(password).toHaveValue("secret-1");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("a multiline field is a text area", async () => {
    render(<Typed label="Message" multiline minRows={4} />);
    const message = screen.getByRole("textbox", { name: "Message" });
    expect(message.tagName).toBe("TEXTAREA");
    await userEvent.setup().type(message, "Is the SSD in stock?{Enter}Thanks");
    expect(message).toHaveValue("Is the SSD in stock?\nThanks");
  });

  it("an uncontrolled field floats its label once typed in", async () => {
    render(<PlainTextField label="Note" />);
    const note = screen.getByLabelText("Note");
    const user = userEvent.setup();
    await user.type(note, "hello");
    await user.tab();
    expect(screen.getByText("Note", { selector: "label" })).toHaveAttribute("data-shrink", "true");
  });
});
