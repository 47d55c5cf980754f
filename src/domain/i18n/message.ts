// A message that travels as a string until someone reads it (a zod issue, a rule's refusal, an
// API error): its catalog id, with its values as JSON after a space. The reader translates it
// into their own language (translateMessage); text that is not such a reference stays as it is.
import type { I18n } from "@lingui/core";

export type MessageValues = Record<string, string | number>;

const REFERENCE = /^([a-z]+\.[a-z0-9_.]+)(?: (\{.*\}))?$/s;

/** "form.too_long {"max":100}": the message `id` with `values`, as one string. */
export function messageRef(id: string, values?: MessageValues): string {
  return values ? `${id} ${JSON.stringify(values)}` : id;
}

/** The id and values of a reference; null for any other text. */
export function readMessageRef(text: string): { id: string; values: MessageValues } | null {
  const match = REFERENCE.exec(text);
  if (!match?.[1]) return null;
  return { id: match[1], values: match[2] ? (JSON.parse(match[2]) as MessageValues) : {} };
}

/** A reference in the reader's language; any other text unchanged. */
export function translateMessage(i18n: I18n, text: string): string {
  const ref = readMessageRef(text);
  return ref ? i18n._(ref.id, ref.values) : text;
}
