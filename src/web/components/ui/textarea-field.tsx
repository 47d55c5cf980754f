import { clsx } from "clsx";
import type { ComponentProps, ReactNode } from "react";
import { FieldMessages } from "./field-messages.tsx";
import { inputClasses } from "./input.tsx";
import { Label } from "./label.tsx";

export interface TextareaFieldProps extends Omit<ComponentProps<"textarea">, "id"> {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Shown under the field and announced. */
  error?: string;
  className?: string;
}

/** A labelled multi-line text field with its hint and error tied to it. */
export function TextareaField({
  id,
  label,
  hint,
  error,
  className,
  rows = 3,
  ...props
}: TextareaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ");
  return (
    <div className={clsx("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={clsx(inputClasses, "resize-y")}
        {...props}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
