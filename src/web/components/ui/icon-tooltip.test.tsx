// The bar's Menu button is drawn at once and its tooltip comes beside it once the tooltip's code is
// in (icon-tooltip.tsx). The button is never drawn again for it: a tap or the keyboard's
// focus on it meanwhile stays on it, and the control's own ref keeps pointing at it.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOOLTIP_DELAY_MS } from "../../../domain/shared/constants.ts";
import { IconTooltip } from "./icon-tooltip.tsx";

/** Waits until the tooltip's code is in and listening: a rest on the control then names it. */
async function restUntilNamed(control: HTMLElement) {
  await waitFor(
    async () => {
      fireEvent.pointerLeave(control);
      fireEvent.pointerEnter(control, { pointerType: "mouse" });
      await act(() => new Promise((resolve) => setTimeout(resolve, TOOLTIP_DELAY_MS + 50)));
      expect(screen.getByRole("tooltip").textContent).toBe("Menu");
    },
    { timeout: 10_000 },
  );
}

afterEach(cleanup);

describe("a control whose tooltip comes later", () => {
  it("stays the same element, focused and tapped, when its tooltip arrives", async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    render(
      <IconTooltip label="Menu">
        <button ref={ref} type="button" onClick={onClick}>
          Menu
        </button>
      </IconTooltip>,
    );
    const control = screen.getByRole("button", { name: "Menu" });
    control.focus();

    await restUntilNamed(control);
    expect(screen.getByRole("button", { name: "Menu" })).toBe(control);
    expect(document.activeElement).toBe(control);
    expect(ref.current).toBe(control);
    expect(control.getAttribute("aria-describedby")).toBe(screen.getByRole("tooltip").id);

    // A tap hides the tooltip and reaches the control's own handler.
    fireEvent.pointerDown(control);
    fireEvent.click(control);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(control.hasAttribute("aria-describedby")).toBe(false);
  }, 20_000);

  it("shows nothing for a touch, and goes on Escape", async () => {
    render(
      <IconTooltip label="Menu">
        <button type="button">Menu</button>
      </IconTooltip>,
    );
    const control = screen.getByRole("button", { name: "Menu" });
    await restUntilNamed(control);
    fireEvent.keyDown(control, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();

    fireEvent.pointerEnter(control, { pointerType: "touch" });
    await act(() => new Promise((resolve) => setTimeout(resolve, TOOLTIP_DELAY_MS + 50)));
    expect(screen.queryByRole("tooltip")).toBeNull();
  }, 20_000);
});
