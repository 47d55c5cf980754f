// The bar's Menu button is drawn bare, then again inside its tooltip once the tooltip's code is
// in (deferred-icon-tooltip.tsx). A keyboard user who reached it meanwhile keeps the focus on the
// one drawn in its place, and the control's own ref follows it.
import { render, screen, waitFor } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { DeferredIconTooltip } from "./deferred-icon-tooltip.tsx";

describe("a control whose tooltip comes later", () => {
  it("keeps the keyboard's focus when it is drawn again with its tooltip", async () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <DeferredIconTooltip label="Menu">
        <button ref={ref} type="button">
          Menu
        </button>
      </DeferredIconTooltip>,
    );
    const bare = screen.getByRole("button", { name: "Menu" });
    expect(bare.hasAttribute("data-state")).toBe(false);
    bare.focus();

    // Radix's trigger marks the control it draws with its state.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Menu" }).hasAttribute("data-state")).toBe(true),
    );
    const withTooltip = screen.getByRole("button", { name: "Menu" });
    expect(withTooltip).not.toBe(bare);
    expect(document.activeElement).toBe(withTooltip);
    expect(ref.current).toBe(withTooltip);
  });
});
