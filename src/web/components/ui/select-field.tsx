import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { FieldMessages } from "./field-messages.tsx";
import { inputClasses } from "./input.tsx";
import { Label } from "./label.tsx";

/** Chromium counts a select as :read-only: it must not take the read-only inputs' look. */
const selectClasses = clsx(
  inputClasses
    .split(" ")
    .filter((name) => !name.startsWith("read-only:"))
    .join(" "),
  "appearance-none pr-9",
);

export interface SelectFieldProps extends Omit<ComponentProps<"select">, "id"> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  className?: string;
  /** Shown under the select, which then reads as invalid. */
  error?: string;
}

/** A labelled native select: the platform's own keyboard and touch handling. */
export function SelectField({ id, label, options, className, error, ...props }: SelectFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={clsx("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          className={selectClasses}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}
