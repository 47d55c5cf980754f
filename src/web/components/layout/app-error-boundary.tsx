import { RotateCw, TriangleAlert } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode, useEffect } from "react";
import { releaseTaps } from "../../lib/held-taps.ts";
import { i18n, useT } from "../../lib/i18n.ts";
import { Button } from "../ui/button.tsx";

type FailureText =
  | "app.error_boundary.title"
  | "app.error_boundary.text"
  | "app.error_boundary.retry";

/**
 * The English of the failure's texts (catalogs/en/app.json, checked by a test), for when the
 * language's catalog itself could not be loaded.
 */
export const ENGLISH_FAILURE_TEXTS: Record<FailureText, string> = {
  "app.error_boundary.title": "Something went wrong",
  "app.error_boundary.text": "This page could not be shown. Check your connection and try again.",
  "app.error_boundary.retry": "Retry",
};

/** What a failure shows: words for riders, and Retry, which loads the app again. */
function Failed({ say }: { say: (id: FailureText) => string }) {
  // A drawn page that failed before it hydrated: taps held for it go to Retry now (held-taps.ts).
  useEffect(() => releaseTaps(false), []);
  return (
    <div
      role="alert"
      className="mx-auto max-w-md space-y-4 rounded-xl border border-border bg-card p-6 text-center"
    >
      <TriangleAlert aria-hidden="true" className="mx-auto size-8 text-destructive" />
      <h1 className="text-xl font-semibold">{say("app.error_boundary.title")}</h1>
      <p className="text-muted-foreground">{say("app.error_boundary.text")}</p>
      <Button onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" />
        {say("app.error_boundary.retry")}
      </Button>
    </div>
  );
}

/** A page that failed, inside the app's providers: in the rider's language. */
function PageFailed() {
  const t = useT();
  return <Failed say={(id) => t(id)} />;
}

/**
 * The app that failed, outside its providers: in the rider's language when its catalog is in,
 * in English when loading the catalog is what failed.
 */
export function AppFailed() {
  const say = (id: FailureText) =>
    i18n.locale && id in i18n.messages ? i18n._(id) : ENGLISH_FAILURE_TEXTS[id];
  return (
    <main className="flex min-h-dvh items-center px-4">
      <Failed say={say} />
    </main>
  );
}

interface Props {
  children: ReactNode;
  /**
   * The page's address, for the pages' boundary: leaving the page that failed clears the
   * message. The app's boundary has none: it shows its message until Retry.
   */
  resetKey?: string;
}

type State = { failedAt: string | null };

/**
 * The error boundary, twice: around the whole app (main.tsx: the top bar, the providers, the
 * toaster) and around the pages (app.tsx: the nav and footer keep working when a page fails).
 * A component that throws while rendering, or whose code fails to download (a lazy chunk, e.g.
 * after a deploy or on a bad connection), shows a friendly message with Retry instead of a blank
 * app. Errors of reads and writes are shown where they happen (alerts, the mutation toast); this
 * catches what nothing else did.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: "" };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    const key = props.resetKey ?? "";
    if (state.failedAt === "") return { failedAt: key };
    if (state.failedAt !== null && state.failedAt !== key) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("The app failed to render", error, info.componentStack);
  }

  override render() {
    if (this.state.failedAt === null) return this.props.children;
    return this.props.resetKey === undefined ? <AppFailed /> : <PageFailed />;
  }
}
