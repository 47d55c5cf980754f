// The spreadsheets the API hands out (issue 38): UTF-8 with a byte order mark (Excel reads the
// Chinese names right), RFC 4180 quoting and line ends, and any text starting with = + - @, a tab
// or a carriage return prefixed with ' so a spreadsheet shows it instead of running it (OWASP's
// CSV injection). csv-stringify does each of these; money columns are written with two places.
import { stringify } from "csv-stringify/sync";
import type { FastifyReply } from "fastify";

export interface CsvColumn<K extends string> {
  key: K;
  header: string;
  /** A figure in dollars, written with two decimal places. */
  money?: true;
}

/** The CSV text of `records` under the columns' headers. */
export function toCsv<K extends string>(
  columns: readonly CsvColumn<K>[],
  records: readonly Record<K, string | number | null>[],
): string {
  const money = new Set<string>(columns.filter((column) => column.money).map((c) => c.key));
  return stringify(records as Record<string, unknown>[], {
    bom: true,
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
    record_delimiter: "windows",
    escape_formulas: true,
    cast: {
      number: (value, context) =>
        money.has(String(context.column)) ? value.toFixed(2) : String(value),
    },
  });
}

/** Sends CSV text as a download named `filename`. */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("Content-Disposition", `attachment; filename="${filename}"`)
    .send(csv);
}
