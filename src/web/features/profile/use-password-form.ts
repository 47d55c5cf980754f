import type { UseMutationResult } from "@tanstack/react-query";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from "react-hook-form";
import { errorText, splitFieldError } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

type Body<Values> = Omit<Values, "confirmPassword">;

/**
 * What the own-password and the admin's reset forms share: the new password is typed twice and
 * only the rest is sent. On success the form empties and a toast says `done` (in the reader's
 * language, where the server's message is English); on failure the field the server names gets
 * the message (and only there: no toast repeats it).
 */
export function usePasswordForm<Values extends FieldValues & NewPasswordValues>({
  resolver,
  defaultValues,
  fields,
  mutation,
  done,
}: {
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  /** The fields a refusal may name ("newPassword: ..."). */
  fields: readonly Path<Values>[];
  mutation: UseMutationResult<{ message: string }, Error, Body<Values>>;
  /** The success toast's text, a message reference. */
  done: (body: Body<Values>) => string;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues });

  const onSubmit = handleSubmit(({ confirmPassword: _, ...body }) =>
    mutation.mutate(body, {
      onSuccess: (_, sent) => {
        reset();
        toast({ title: "account.password.success", description: done(sent) });
      },
      onError: (error) => {
        const { field, message } = splitFieldError(errorText(error), fields);
        if (field) setError(field, { message }, { shouldFocus: true });
      },
    }),
  );

  return { register, errors, onSubmit, isPending: mutation.isPending };
}
