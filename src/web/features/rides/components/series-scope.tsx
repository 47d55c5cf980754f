import { ChipGroup } from "../../../components/ui/chip-group.tsx";
import { useT } from "../../../lib/i18n.ts";

/** Whether a change to a weekly ride is for this ride only or for it and the later ones. */
export type SeriesScope = "one" | "later";

export function SeriesScopeChoice({
  value,
  onChange,
}: {
  value: SeriesScope;
  onChange: (value: SeriesScope) => void;
}) {
  const t = useT();
  return (
    <ChipGroup
      legend={t("ride.series.scope")}
      options={[
        { value: "one", label: t("ride.series.one") },
        { value: "later", label: t("ride.series.later") },
      ]}
      value={value}
      onChange={onChange}
    />
  );
}
