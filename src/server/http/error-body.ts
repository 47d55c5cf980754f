import { readMessageRef, translateMessage } from "../../domain/i18n/message.ts";
import { english } from "../i18n/catalogs.ts";

/**
 * An error's answer: its English text, the stable `code` the client translates it by (the id of
 * its `error.*` reference without "error."), its `params`, and the `field` it is about, which the
 * English text starts with ("currentPassword: Current password is incorrect"). A value that is
 * itself a reference (a field's `form.*` rule) reads in English in `error` and stays a reference
 * in `params` for the client. Text that is no reference keeps its words as `invalid_input`.
 */
export function errorBody(message: string, field?: string) {
  const ref = readMessageRef(message) ?? { id: "error.invalid_input", values: { message } };
  const englishValues = Object.fromEntries(
    Object.entries(ref.values).map(([name, value]) => [
      name,
      typeof value === "string" ? translateMessage(english, value) : value,
    ]),
  );
  const text = english._(ref.id, englishValues);
  return {
    error: field ? `${field}: ${text}` : text,
    code: ref.id.replace(/^error\./, ""),
    ...(field ? { field } : {}),
    ...(Object.keys(ref.values).length > 0 ? { params: ref.values } : {}),
  };
}
