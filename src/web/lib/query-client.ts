import { MutationCache, QueryClient } from "@tanstack/react-query";
import { messageRef, readMessageRef } from "../../domain/i18n/message.ts";
import { ApiError, errorText, splitFieldError } from "./api.ts";
import { translate } from "./i18n.ts";
import { dismissErrorToasts, toast } from "./toast.ts";

/**
 * How a write's failure is shown: set as a mutation's `meta`. The texts are message ids or
 * references (messageRef), translated when the toast shows; plain text shows as it is.
 */
export interface MutationErrorMeta extends Record<string, unknown> {
  /** The toast's title when the write fails; "Error" unless the spec names another. */
  errorTitle?: string;
  /**
   * Put before the server's message (not before our own server-fault messages): a message that
   * places it as `{message}` ("Failed to update profile: {message}"), or plain text to prepend.
   */
  errorPrefix?: string;
  /** Fields the form shows a refusal on: a refusal naming one shows there only, not in a toast. */
  errorFields?: readonly string[];
  /** Refusals (by their code) the form shows itself, with what the reader may do instead. */
  errorCodes?: readonly string[];
  /** False when the caller shows the failure itself. */
  errorToast?: false;
}

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: MutationErrorMeta;
  }
}

/** The server's message after the mutation's prefix, as one message when the prefix is one. */
function prefixed(prefix: string, message: string): string {
  const ref = readMessageRef(prefix);
  if (!ref) return `${prefix}${message}`;
  // The message goes in as text: a reference inside another would not be translated.
  return messageRef(ref.id, { ...ref.values, message: translate(message) });
}

/**
 * The toast a failed write shows: the server's message under the mutation's title. Its texts
 * are translated by the Toaster.
 */
export function mutationErrorToast(error: unknown, meta: MutationErrorMeta = {}) {
  if (meta.errorToast === false) return null;
  if (error instanceof ApiError && error.code && meta.errorCodes?.includes(error.code)) return null;
  const { field, message } = splitFieldError(errorText(error), meta.errorFields ?? []);
  // The form shows it under the field; saying it again in a toast doubles it (issue 27).
  if (field) return null;
  const ours = error instanceof ApiError && error.isServerFault;
  return {
    title: meta.errorTitle ?? "app.toast.error",
    description: ours || !meta.errorPrefix ? message : prefixed(meta.errorPrefix, message),
    variant: "destructive" as const,
  };
}

/**
 * Data-fetch defaults of the spec (section 9): no retries, no refetch on focus, never stale.
 * Every failed write shows one error toast here, so call sites only add what is theirs (a field
 * error, a rollback); a write that succeeds closes an error toast left from an earlier attempt.
 */
export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const shown = mutationErrorToast(error, mutation.meta);
        if (shown) toast(shown);
      },
      onSuccess: () => dismissErrorToasts(),
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
