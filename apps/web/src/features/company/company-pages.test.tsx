import { COMPANY } from "@shop/shared/constants";
import { MSG } from "@shop/shared/messages";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render.tsx";

describe("company pages", () => {
  it("checks the contact form before sending anything", async () => {
    sessionStorage.setItem("splashShown", "1");
    renderAt("/privacy-policy");
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    const user = userEvent.setup();
    const email = screen.getByLabelText("Contact Email");
    expect(email).toHaveAttribute("type", "email");

    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(MSG.fillAll)).toBeInTheDocument();

    await user.type(email, "not-an-address");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} ${COMPANY.name}. All rights reserved.`, {
        selector: "main p",
      }),
    ).toBeInTheDocument();
  });

  it("falls back to the company's own numbers in the footer when there is no contact record", async () => {
    sessionStorage.setItem("splashShown", "1");
    renderAt("/aboutUs");
    const footer = await screen.findByRole("contentinfo");
    for (const phone of COMPANY.mobiles) expect(await within(footer).findByText(phone)).toBeInTheDocument();
    expect(within(footer).getByText(COMPANY.email)).toHaveAttribute("href", `mailto:${COMPANY.email}`);
    for (const social of ["Facebook", "Instagram", "TikTok", "LinkedIn"]) {
      expect(within(footer).getByRole("link", { name: `${social} (opens in a new tab)` })).toHaveAttribute(
        "target",
        "_blank",
      );
    }
  });
});
