import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from "react-hook-form";

export type FieldProps = UseFormRegisterReturn & { id: string; error: string | undefined };

/**
 * What a TextField takes from a react-hook-form form for one of its fields: an id made of the
 * form's prefix and the field's name, the field's error message, and its registration.
 */
export function fieldProps<Values extends FieldValues>(
  form: { register: UseFormRegister<Values>; errors: FieldErrors<Values> },
  idPrefix: string,
) {
  return (name: Path<Values>): FieldProps => ({
    id: `${idPrefix}-${name}`,
    error: (get(form.errors, name) as FieldError | undefined)?.message,
    ...form.register(name),
  });
}
