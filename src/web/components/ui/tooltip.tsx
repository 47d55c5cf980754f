import { Tooltip } from "radix-ui";
import type { ReactNode } from "react";
import { TOOLTIP_DELAY_MS } from "../../../domain/shared/constants.ts";

/**
 * The name of an icon-only button, shown on hover and keyboard focus after the spec's delay (the
 * button keeps its own accessible name: the tooltip repeats it for sighted readers).
 */
export function IconTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={4}
            className="z-50 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow"
          >
            {label}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
