import { useEffect } from "react";

/**
 * The tab's title while a page shows. The server writes the drawn page's title into the head
 * (web-client.ts); in the browser, Preact leaves a `<title>` where the page renders it, in the
 * body, where the tab never reads it (decision 059), so the page sets it.
 */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
