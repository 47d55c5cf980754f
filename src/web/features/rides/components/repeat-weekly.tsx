import { INTL_LOCALE } from "../../../../domain/i18n/locales.ts";
import { addDays, singaporeDay, weekdayOf } from "../../../../domain/ride/ride-search.ts";
import { decideRepeat, MAX_SERIES_DAYS, type Repeat } from "../../../../domain/ride/series.ts";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { translate, useLocale, useT } from "../../../lib/i18n.ts";

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
/** A Sunday, read as UTC midnight: the first of the seven days named below. */
const A_SUNDAY = Date.UTC(2026, 10, 1);

/** What the organizer's choice asks of the API, or null when the ride is made once. */
export type RepeatChoice = Repeat | null;

/** A first choice for the ride's date: its own weekday, four weeks on. */
function defaultRepeat(departure: string): Repeat {
  const day = singaporeDay(departure);
  return { weekdays: [weekdayOf(day)], until: addDays(day, 28) };
}

/**
 * "Repeat weekly" on the create form: the days of the week (0 = Sunday, as the API counts them)
 * and the last day, at most 12 weeks on. Each ride it makes is a ride of its own.
 */
export function RepeatWeekly({
  departure,
  value,
  onChange,
}: {
  /** The first ride's departure (ISO), null while the form holds no valid date. */
  departure: string | null;
  value: RepeatChoice;
  onChange: (value: RepeatChoice) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const names = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: "short", timeZone: "UTC" });
  const refusal = value && departure ? decideRepeat(departure, value) : null;
  const toggleDay = (weekday: number) => {
    if (!value) return;
    const weekdays = value.weekdays.includes(weekday)
      ? value.weekdays.filter((day) => day !== weekday)
      : [...value.weekdays, weekday].sort();
    onChange({ ...value, weekdays });
  };
  return (
    <div className="space-y-3 rounded-lg border border-border p-3">
      <div className="flex items-center gap-3">
        <Checkbox
          id="ride-repeat"
          checked={value !== null}
          disabled={departure === null}
          onCheckedChange={(checked) =>
            onChange(checked === true && departure ? defaultRepeat(departure) : null)
          }
          aria-controls={value ? "ride-repeat-section" : undefined}
        />
        <Label htmlFor="ride-repeat" className="cursor-pointer py-1">
          {t("form.repeat.label")}
        </Label>
      </div>
      {value && departure ? (
        <div id="ride-repeat-section" className="space-y-3">
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium">{t("form.repeat.days")}</legend>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((weekday) => (
                <label
                  key={weekday}
                  className="flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border border-input px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                >
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={value.weekdays.includes(weekday)}
                    onChange={() => toggleDay(weekday)}
                  />
                  {names.format(A_SUNDAY + weekday * 86_400_000)}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            id="ride-repeat-until"
            label={t("form.repeat.until")}
            type="date"
            min={singaporeDay(departure)}
            max={addDays(singaporeDay(departure), MAX_SERIES_DAYS)}
            value={value.until}
            onChange={(event) => onChange({ ...value, until: event.target.value })}
            hint={t("form.repeat.hint")}
            error={
              refusal && !refusal.ok
                ? translate(refusal.message)
                : value.weekdays.length === 0
                  ? t("form.repeat.no_days")
                  : undefined
            }
          />
        </div>
      ) : null}
    </div>
  );
}
