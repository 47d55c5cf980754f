import { useEffect } from "react";

/**
 * The Suspense fallback of a dialog whose code loads when it opens: an Escape pressed meanwhile
 * closes it. Nothing else listens for that key yet, and the dialog would open once its code came.
 */
export function EscapeWhileLoading({ onEscape }: { onEscape: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onEscape();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onEscape]);
  return null;
}
