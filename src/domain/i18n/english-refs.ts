// Tests only: lets toEqual and toMatchObject compare a message reference with its English text,
// so rule tests keep asserting the exact English the spec quotes.
import { expect } from "vitest";
import { readMessageRef, translateMessage } from "./message.ts";
import { testTranslator } from "./test-translator.ts";

const english = testTranslator("en");

/** The English of `text`: a reference translated, any other text as it is. */
export const inEnglish = (text: string) => translateMessage(english, text);

/** Registers the comparison for the calling test file. */
export function compareReferencesInEnglish() {
  expect.addEqualityTesters([
    (a: unknown, b: unknown) => {
      if (typeof a !== "string" || typeof b !== "string") return undefined;
      if (!readMessageRef(a) && !readMessageRef(b)) return undefined;
      return inEnglish(a) === inEnglish(b);
    },
  ]);
}
