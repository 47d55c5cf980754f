// Small helpers the bench's rows share: formatting figures for the tables, percentiles, pauses.

/** A number as the tables print it: grouped thousands, a fixed number of decimals. */
export const fmt = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The p-th percentile of values sorted ascending (0 for none). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
