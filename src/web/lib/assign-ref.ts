import type { Ref } from "react";

/** Hands `node` to `ref`, a callback or an object, as React would: for a control given two refs. */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}
