import { clsx } from "clsx";
import { Label as LabelPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={clsx("text-sm leading-5 font-medium text-foreground", className)}
      {...props}
    />
  );
}
