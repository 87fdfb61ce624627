import { COMPANY } from "@shop/shared/constants";
import { MSG } from "@shop/shared/messages";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render.tsx";

// The screens load lazily and render MUI in jsdom: slow on a busy two-core machine.
const slow = { timeout: 10_000 };

describe("company pages", () => {
  it("checks the contact form before sending anything", async () => {
    sessionStorage.setItem("splashShown", "1");
    renderAt("/privacy-policy");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Privacy Policy" }, slow),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    // The contact form at the foot of the page loads after the page's own text.
    const email = await screen.findByLabelText("Contact Email", {}, slow);
    expect(email).toHaveAttribute("type", "email");

    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(MSG.fillAll)).toBeInTheDocument();
    // Both fields are marked in words, the first one focused.
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    expect(screen.getByText("Message is required")).toBeInTheDocument();

    await user.paste("not-an-address");
    await user.click(screen.getByLabelText("Message"));
    await user.paste("Hello");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.invalidEmail);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Message")).not.toHaveAttribute("aria-invalid", "true");
    expect(
      screen.getByText(`© ${new Date().getFullYear()} ${COMPANY.name}. All rights reserved.`, {
        selector: "main p",
      }),
    ).toBeInTheDocument();
  }, 60_000);

  it("falls back to the company's own numbers in the footer when there is no contact record", async () => {
    sessionStorage.setItem("splashShown", "1");
    renderAt("/aboutUs");
    const footer = await screen.findByRole("contentinfo", {}, slow);
    for (const phone of COMPANY.mobiles) expect(await within(footer).findByText(phone)).toBeInTheDocument();
    expect(within(footer).getByTestId("footer-opening-hours")).toHaveTextContent(
      `${COMPANY.openingHours}, ${COMPANY.openingDays}`,
    );
    expect(within(footer).getByText(COMPANY.email)).toHaveAttribute("href", `mailto:${COMPANY.email}`);
    for (const social of ["Facebook", "Instagram", "TikTok", "LinkedIn"]) {
      expect(within(footer).getByRole("link", { name: `${social} (opens in a new tab)` })).toHaveAttribute(
        "target",
        "_blank",
      );
    }
  });
});
