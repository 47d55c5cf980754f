/** A dialog's dimmed backdrop and its panel, as every dialog of the app draws them. */
export const dialogOverlayClasses = "fixed inset-0 z-50 bg-black/60";

export const dialogContentClasses =
  "fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-md " +
  "-translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border " +
  "bg-card p-5 text-card-foreground shadow-xl focus:outline-none sm:p-6";
