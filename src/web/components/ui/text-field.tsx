import { clsx } from "clsx";
import type { ComponentProps, ReactNode } from "react";
import { MIN_PASSWORD_LENGTH } from "../../../domain/shared/constants.ts";
import { useT } from "../../lib/i18n.ts";
import { FieldMessages } from "./field-messages.tsx";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

export interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Shown under the field and announced. */
  error?: string;
  /** Marks the field invalid when its message is shown elsewhere (e.g. a form-level red box). */
  invalid?: boolean;
  /** The id of that message, so the field is described by it. */
  describedBy?: string;
  className?: string;
}

/** A labelled input with its hint and error tied to it for assistive technology. */
export function TextField({
  id,
  label,
  hint,
  error,
  invalid,
  describedBy,
  className,
  ...inputProps
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const isInvalid = Boolean(error) || Boolean(invalid);
  const describedByIds = [hintId, errorId, isInvalid ? describedBy : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={clsx("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedByIds || undefined}
        {...inputProps}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A username or other handle: typed as is, never capitalised or "corrected" by the keyboard. */
export function HandleField(props: TextFieldProps) {
  return <TextField autoCapitalize="none" autoCorrect="off" spellCheck={false} {...props} />;
}

/** A whole number: the phone's number pad, in steps of one. */
export function NumberField(props: TextFieldProps) {
  return <TextField type="number" inputMode="numeric" step={1} {...props} />;
}

/**
 * A required password: the current one (a password manager fills it in), or a new one and its
 * confirmation (the manager suggests one; the new one shows the minimum length).
 */
export function PasswordField({
  purpose,
  ...props
}: TextFieldProps & { purpose: "current" | "new" | "confirm" }) {
  const t = useT();
  return (
    <TextField
      type="password"
      required
      autoComplete={purpose === "current" ? "current-password" : "new-password"}
      hint={purpose === "new" ? t("form.password.hint", { min: MIN_PASSWORD_LENGTH }) : undefined}
      {...props}
    />
  );
}
