import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useBelowFirstScreen, useFirstRenderShown } from "./first-screen.ts";

function Page({ seen, name }: { seen: boolean[]; name: string }) {
  const whole = useBelowFirstScreen();
  seen.push(whole);
  return <p>{whole ? `${name}: whole` : `${name}: first screen`}</p>;
}

function Root({ children }: { children: React.ReactNode }) {
  useFirstRenderShown();
  return children;
}

describe("what a page draws in the app's first render", () => {
  it("the first screen first, the rest in the render right after", async () => {
    const seen: boolean[] = [];
    render(
      <Root>
        <Page seen={seen} name="catalog" />
      </Root>,
    );
    expect(await screen.findByText("catalog: whole")).toBeTruthy();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it("a page opened later draws the whole of it at once (a restored scroll position finds it)", () => {
    const seen: boolean[] = [];
    render(<Page seen={seen} name="product" />);
    expect(screen.getByText("product: whole")).toBeTruthy();
    expect(seen.every(Boolean)).toBe(true);
  });
});
