import { type DeliveryArea, deliveryChargeOf } from "@shop/shared/delivery";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { CityField, filterCities } from "./city-field.tsx";
import { areaOfCity } from "./delivery-quote.ts";

const AREAS: DeliveryArea[] = [
  { id: 1, name: "Biratnagar", charge: 200, freeFrom: 30000, active: true },
  { id: 2, name: "Dharan", charge: 150, freeFrom: 25000, active: true },
  { id: 3, name: "Itahari", charge: 100, freeFrom: null, active: true },
  { id: 4, name: "Damak", charge: 350, freeFrom: 50000, active: true },
];

/** The field as the checkout holds it: the typed city in state, the quote worked out from it. */
function Harness({ start = "", error }: { start?: string; error?: string }) {
  const [city, setCity] = useState(start);
  const area = areaOfCity(AREAS, city);
  const charge = area ? deliveryChargeOf(area, 3000) : 0;
  return (
    <>
      <CityField
        value={city}
        areas={AREAS}
        quote={{ known: true, area, goods: 3000, charge, total: 3000 + charge }}
        error={error}
        onChange={setCity}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

function setup(props: { start?: string; error?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), city: screen.getByRole("combobox", { name: "City" }) };
}

const optionNames = () => screen.getAllByRole("option").map((o) => o.firstChild?.textContent);

describe("the city combobox", () => {
  it("is an ARIA 1.2 combobox with the field's label, hint, limits and address autofill", () => {
    const { city } = setup();
    expect(city.tagName).toBe("INPUT");
    expect(city).toHaveAttribute("aria-autocomplete", "list");
    expect(city).toHaveAttribute("aria-expanded", "false");
    expect(city).not.toHaveAttribute("aria-controls");
    expect(city).not.toHaveAttribute("aria-activedescendant");
    expect(city).toHaveAttribute("autocomplete", "address-level2");
    expect(city).toHaveAttribute("maxlength", "80");
    expect(city).toHaveAccessibleDescription("Type your city: we show what delivery costs.");
    expect(city).not.toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("opens the whole list on a click, each area with its charge, and controls it", async () => {
    const { user, city } = setup();
    await user.click(city);
    const list = screen.getByRole("listbox", { name: "City" });
    expect(city).toHaveAttribute("aria-expanded", "true");
    expect(city).toHaveAttribute("aria-controls", list.id);
    expect(optionNames()).toEqual(["Biratnagar", "Dharan", "Itahari", "Damak"]);
    expect(within(list).getByRole("option", { name: /Dharan/ })).toHaveTextContent(
      "Delivery Rs 150, free from Rs 25,000",
    );
    // A second click on the empty field closes it again, as MUI's does.
    await user.click(city);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(city).toHaveAttribute("aria-expanded", "false");
  });

  it("filters as the shopper types: any case, anywhere in the name", async () => {
    const { user, city } = setup();
    await user.type(city, "HA");
    expect(optionNames()).toEqual(["Dharan", "Itahari"]);
    await user.clear(city);
    await user.type(city, "rAn");
    expect(optionNames()).toEqual(["Dharan"]);
    await user.clear(city);
    expect(optionNames()).toEqual(["Biratnagar", "Dharan", "Itahari", "Damak"]);
  });

  it("moves the highlight with the arrows (wrapping round), and Enter picks it without sending the form", async () => {
    const { user, city } = setup();
    await user.type(city, "a");
    expect(city).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{ArrowDown}");
    const options = screen.getAllByRole("option");
    expect(city).toHaveAttribute("aria-activedescendant", options[0]!.id);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(city).toHaveAttribute("aria-activedescendant", options[2]!.id);
    await user.keyboard("{ArrowUp}");
    expect(city).toHaveAttribute("aria-activedescendant", options[1]!.id);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(city).toHaveAttribute("aria-activedescendant", options[3]!.id);
    await user.keyboard("{ArrowDown}");
    expect(city).toHaveAttribute("aria-activedescendant", options[0]!.id);
    expect(options[0]).toHaveClass("cf-keyboard");

    await user.keyboard("{ArrowDown}{Enter}");
    expect(city).toHaveValue("Dharan");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(city).not.toHaveAttribute("aria-activedescendant");
    expect(city).toHaveAccessibleDescription("Delivery to Dharan: Rs 150 (free from Rs 25,000 of goods).");

    // Opened again, the list shows every area, the picked one selected and highlighted.
    await user.keyboard("{ArrowDown}");
    expect(optionNames()).toEqual(["Biratnagar", "Dharan", "Itahari", "Damak"]);
    const dharan = screen.getByRole("option", { name: /Dharan/ });
    expect(dharan).toHaveAttribute("aria-selected", "true");
    expect(city).toHaveAttribute("aria-activedescendant", dharan.id);
  });

  it("opens with the arrow keys, and Escape closes the list keeping the text", async () => {
    const { user, city } = setup();
    await user.click(city);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    await user.type(city, "it");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(city).toHaveValue("it");
    expect(city).toHaveFocus();
  });

  it("picks an option with a click, keeping the focus in the field", async () => {
    const { user, city } = setup();
    await user.type(city, "ita");
    await user.hover(screen.getByRole("option", { name: /Itahari/ }));
    expect(screen.getByRole("option", { name: /Itahari/ })).toHaveClass("cf-active");
    await user.click(screen.getByRole("option", { name: /Itahari/ }));
    expect(city).toHaveValue("Itahari");
    expect(city).toHaveFocus();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(city).toHaveAccessibleDescription("Delivery to Itahari: Rs 100.");
  });

  it("keeps free text the list does not offer, and says the shop does not deliver there", async () => {
    const { user, city } = setup();
    await user.type(city, "Kathmandu");
    // Nothing matches: no popup, nothing expanded.
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(city).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(city).toHaveValue("Kathmandu");
    expect(city).toHaveAttribute("aria-invalid", "true");
    expect(city).toHaveAccessibleDescription(/We do not deliver to Kathmandu yet/);
  });

  it("does not mark the field while the text is still part of a city the list offers", async () => {
    const { user, city } = setup();
    await user.type(city, "Ita");
    expect(city).not.toHaveAttribute("aria-invalid", "true");
    expect(city).toHaveAccessibleDescription("Pick your city from the list: we show what delivery costs.");
    await user.type(city, "x");
    expect(city).toHaveAttribute("aria-invalid", "true");
    expect(city).toHaveAccessibleDescription(/We do not deliver to Itax yet/);
  });

  it("shows the form's message instead of the hint, marked", () => {
    const { city } = setup({ error: "City is required" });
    expect(city).toHaveAttribute("aria-invalid", "true");
    expect(city).toHaveAccessibleDescription("City is required");
  });

  it("empties the field with its clear button", async () => {
    const { user, city } = setup({ start: "Dharan" });
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(city).toHaveValue("");
    expect(city).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Clear" })).not.toBeInTheDocument();
  });

  it("closes the list when the focus leaves, keeping what was typed", async () => {
    const { user, city } = setup();
    await user.type(city, "dam");
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(city).toHaveValue("dam");
  });
});

describe("filterCities", () => {
  it("matches MUI's default filter: contains, ignoring case and accents; all for empty text", () => {
    const names = ["Dharan", "Itahari", "Bhaktapur"];
    expect(filterCities(names, "")).toEqual(names);
    expect(filterCities(names, "HAR")).toEqual(["Dharan", "Itahari"]);
    expect(filterCities(names, "bhäk")).toEqual(["Bhaktapur"]);
    expect(filterCities(names, "x")).toEqual([]);
  });
});
