// The departure planner on the create form: the typical crossing at the chosen hour, a warning
// and a better hour at the worst times, in both themes and on a phone.
import {
  expect,
  expectAxeClean,
  expectNoSidewaysScroll,
  registerViaApi,
  test,
  toastWith,
} from "./fixtures.ts";

/** The next given weekday (0 = Sunday) at least two days ahead, as a Singapore `datetime-local`. */
function nextSingapore(weekday: number, hour: number) {
  const sgt = new Date(Date.now() + 8 * 3_600_000 + 2 * 86_400_000);
  while (sgt.getUTCDay() !== weekday) sgt.setUTCDate(sgt.getUTCDate() + 1);
  return `${sgt.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The Singapore day `days` from now at `hour`, and its weekday's short name. */
function singaporeDayAhead(days: number, hour: number) {
  const sgt = new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000);
  const day = sgt.toISOString().slice(0, 10);
  return { at: `${day}T${String(hour).padStart(2, "0")}:00`, weekday: WEEKDAYS[sgt.getUTCDay()] };
}

test("the create form warns at Friday 6 pm out of Singapore and takes the better hour it offers", async ({
  page,
}) => {
  await registerViaApi(page.request, { prefix: "planner" });
  await page.goto("/rides/create");
  const form = page.getByRole("form", { name: "Create a New Ride" });
  const date = form.getByLabel("Date and Time");
  const hint = page.getByTestId("crossing-hint");

  await date.fill(nextSingapore(2, 11));
  await expect(hint).toContainText("Crossing at Tuas (Second Link) usually takes about");
  await expect(hint).toContainText("not live traffic");
  await expect(hint).not.toContainText("busiest");

  const friday = nextSingapore(5, 18);
  await date.fill(friday);
  await expect(hint).toContainText("This is one of the busiest times at the border.");
  await expectAxeClean(page, "the create form at a Friday evening");
  await hint.getByRole("button", { name: "Use this time" }).click();
  const chosen = await date.inputValue();
  expect(chosen.slice(0, 10)).toBe(friday.slice(0, 10));
  expect(Number(chosen.slice(11, 13))).toBeLessThan(15);
  await expect(hint).not.toContainText("busiest");
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the warning and the weekly repeat read on a phone and a desktop, ${colorScheme}`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await registerViaApi(page.request, { prefix: "planner" });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/rides/create");
      await page.getByLabel("Date and Time").fill(nextSingapore(5, 18));
      await expect(page.getByTestId("crossing-hint")).toContainText("busiest");
      await page.getByLabel("Repeat weekly").check();
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page, `the planner and weekly repeat at ${width} px, ${colorScheme}`);
    }
  });
}

test("repeat weekly makes the ride the first of a series, listed with its next rides", async ({
  page,
}) => {
  // A series of rides made, edited and cancelled through the pages: more than one step's time.
  test.slow();
  await registerViaApi(page.request, { prefix: "weekly" });
  await page.goto("/rides/create");
  const form = page.getByRole("form", { name: "Create a New Ride" });
  // Two days ahead and two days after that, every week: whatever today is, three weeks of rides
  // (SERIES_AHEAD_DAYS) hold six of them. A fixed Tuesday two days ahead left room for four on a
  // Singapore Monday.
  const first = singaporeDayAhead(2, 8);
  const later = singaporeDayAhead(4, 8);
  await form.getByLabel("Date and Time").fill(first.at);
  await form.getByLabel("Your Pickup Location in Singapore").fill("Boon Lay MRT");
  await form.getByLabel("Repeat weekly").check();
  // The ride's own weekday is chosen; add the other.
  await expect(form.getByRole("checkbox", { name: first.weekday })).toBeChecked();
  await form.getByText(later.weekday ?? "", { exact: true }).click();
  await form.getByRole("button", { name: "Create Ride" }).click();
  await expect(page).toHaveURL(/\/rides\/\d+\?created=1$/);
  const rideId = Number(/\/rides\/(\d+)/.exec(page.url())?.[1]);
  const ride = await (await page.request.get(`/api/rides/${rideId}`)).json();
  expect(ride.seriesId).toEqual(expect.any(Number));
  const series = await (await page.request.get(`/api/ride-series/${ride.seriesId}`)).json();
  // Both weekdays three weeks ahead: at least five rides made already.
  expect(series.rides.length).toBeGreaterThanOrEqual(5);

  // This and later ones: the second ride and those after it leave at 09:00, each on its own day.
  const [firstRide, second] = series.rides as { id: number; date: string }[];
  await page.goto(`/rides/edit/${second?.id}`);
  const edit = page.getByRole("form", { name: "Edit Ride" });
  await edit.getByLabel("Date and Time").fill(singaporeDayAhead(2, 9).at);
  await edit.getByText("This and later ones", { exact: true }).click();
  await expect(edit.getByRole("radio", { name: "This and later ones" })).toBeChecked();
  await edit.getByRole("button", { name: "Update Ride" }).click();
  await expect(toastWith(page, "This ride and the later ones are updated")).toBeVisible();
  const edited = await (await page.request.get(`/api/ride-series/${ride.seriesId}`)).json();
  const clock = (iso: string) =>
    new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(11, 16);
  expect(edited.rides.map((r: { date: string }) => clock(r.date))).toEqual(
    edited.rides.map((_: unknown, k: number) => (k === 0 ? "08:00" : "09:00")),
  );
  expect(edited.rides[1].date.slice(0, 10)).toBe(second?.date.slice(0, 10));

  // Cancelling this and the later ones from the first takes the series off the shared list the
  // other tests read.
  await page.goto(`/rides/edit/${firstRide?.id}`);
  await page.getByRole("button", { name: "Delete Ride" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByText("This and later ones", { exact: true }).click();
  await dialog.getByRole("button", { name: "Delete Ride" }).click();
  await expect(toastWith(page, "This ride and the later ones are cancelled")).toBeVisible();
  const after = await (await page.request.get(`/api/ride-series/${ride.seriesId}`)).json();
  expect(after).toMatchObject({ cancelled: true, rides: [] });
});
