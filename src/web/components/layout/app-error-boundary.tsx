import { RotateCw, TriangleAlert } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useT } from "../../lib/i18n.ts";
import { Button } from "../ui/button.tsx";

interface Props {
  children: ReactNode;
  /** The page's address: leaving the page that failed clears the message. */
  resetKey: string;
}

type State = { failedAt: string | null };

/** What a page that failed shows instead (a component, for the translation hook). */
function PageFailed() {
  const t = useT();
  return (
    <div
      role="alert"
      className="mx-auto max-w-md space-y-4 rounded-xl border border-border bg-card p-6 text-center"
    >
      <TriangleAlert aria-hidden="true" className="mx-auto size-8 text-destructive" />
      <h1 className="text-xl font-semibold">{t("app.error_boundary.title")}</h1>
      <p className="text-muted-foreground">{t("app.error_boundary.text")}</p>
      <Button onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" />
        {t("app.error_boundary.reload")}
      </Button>
    </div>
  );
}

/**
 * The app's one error boundary: a page that throws while rendering, or whose code fails to
 * download (a lazy chunk, e.g. after a deploy or on a bad connection), shows a friendly message
 * with a Reload action instead of a blank app. Errors of reads and writes are shown where they
 * happen (alerts, the mutation toast); this catches what nothing else did.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: "" };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === "") return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("The page failed to render", error, info.componentStack);
  }

  override render() {
    if (this.state.failedAt === null) return this.props.children;
    return <PageFailed />;
  }
}
