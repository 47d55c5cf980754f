import { clsx } from "clsx";
import { useId } from "react";

export interface ChipOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A row of chips that behaves as one radio group: Tab reaches the chosen chip, the arrow keys
 * move between them. Scrolls sideways when the chips do not fit.
 */
export function ChipGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: {
  legend: string;
  options: ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={clsx("min-w-0", className)}>
      <legend className="sr-only">{legend}</legend>
      <div className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 [scrollbar-width:none]">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={clsx(
                "relative shrink-0 cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap",
                "transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                checked
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-input bg-card text-foreground hover:bg-muted",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
