// Tabs after the WAI-ARIA tabs pattern: a tab list with one tab in the Tab order, arrow keys
// (and Home/End) moving to a tab and showing it, and only the shown panel mounted. Written here
// rather than taken from Radix: on /home, Radix Tabs and the pieces it pulls in cost 11 KB gzip
// of the 120 KB first-load budget (decision 023).
import { clsx } from "clsx";
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from "react";

interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (value: string, part: "tab" | "panel") => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be used inside <Tabs>");
  return state;
}

type TabsProps = {
  children: ReactNode;
  className?: string;
} & (
  | { value: string; onValueChange: (value: string) => void; defaultValue?: never }
  | { defaultValue: string; value?: never; onValueChange?: (value: string) => void }
);

/** Controlled (`value` + `onValueChange`) or not (`defaultValue`). */
export function Tabs({ children, className, value, defaultValue, onValueChange }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? "");
  const base = useId();
  const state: TabsState = {
    value: value ?? own,
    select: (next) => {
      setOwn(next);
      onValueChange?.(next);
    },
    idOf: (tab, part) => `${base}-${part}-${tab}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Arrow keys, Home and End move focus along the tabs; focusing a tab shows it. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = KEY_STEPS[event.key];
  if (!step) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  tabs[step(index, tabs.length)]?.focus();
}

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      onKeyDown={moveFocus}
      className={clsx(
        "grid w-full auto-cols-fr grid-flow-col gap-1 rounded-lg bg-muted p-1",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...props
}: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf(value, "tab")}
      aria-selected={active}
      aria-controls={tabs.idOf(value, "panel")}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      onClick={() => tabs.select(value)}
      onFocus={() => {
        if (!active) tabs.select(value);
      }}
      className={clsx(
        "min-h-10 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors",
        "hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
        "data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        "dark:data-[state=active]:bg-background",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  className,
  ...props
}: Omit<ComponentProps<"div">, "value"> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf(value, "panel")}
      aria-labelledby={tabs.idOf(value, "tab")}
      data-state="active"
      // The pattern's advice: a panel is a Tab stop, so a panel without controls can be reached.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: role tabpanel, per the WAI-ARIA pattern.
      tabIndex={0}
      className={clsx("mt-4 focus-visible:outline-2 focus-visible:outline-ring", className)}
      {...props}
    />
  );
}
