import { useLocale, useT } from "../../../lib/i18n.ts";
import { FC1, formatDeparture } from "../guide-facts.ts";

/** The FC1 departures of both ends as a table, for reading and for screen readers. */
export function Fc1ScheduleTable({ caption }: { caption?: string }) {
  const t = useT();
  const locale = useLocale();
  const rows = Math.max(FC1.fromForestCity.times.length, FC1.fromCheckpoint.times.length);
  return (
    <div className="overflow-hidden rounded-lg border border-border">
      <table className="w-full border-collapse text-sm tabular-nums">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-muted text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("guide.fc1_table.from_forest_city")}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("guide.fc1_table.from_checkpoint")}
            </th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, index) => {
            const fromForestCity = FC1.fromForestCity.times[index];
            const fromCheckpoint = FC1.fromCheckpoint.times[index];
            return (
              <tr key={fromForestCity ?? fromCheckpoint} className="border-t border-border">
                <td className="px-3 py-1.5">
                  {fromForestCity === undefined ? "—" : formatDeparture(fromForestCity, locale)}
                </td>
                <td className="px-3 py-1.5">
                  {fromCheckpoint === undefined ? "—" : formatDeparture(fromCheckpoint, locale)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
