// Ratings of the driver (issue 27): a passenger rates after the ride, the vendor answers in
// public, a member reports a rating, an admin removes it from Admin Tools, and the average shows
// on the driver card from three ratings up.
import { testTranslator } from "../../src/domain/i18n/test-translator.ts";
import {
  createRideViaApi,
  E2E_ADMIN,
  expect,
  newUserPage,
  test,
  toastWith,
  vendorAccount,
  verifyVendorViaApi,
} from "./fixtures.ts";

const t = testTranslator("en");
/** The API refuses past dates: the ride leaves this long after it is made, then it can be rated. */
const DEPARTS_IN_MS = 20_000;

test("passengers rate the driver, the vendor answers, a report is removed by an admin", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const organizer = await newUserPage(browser, baseURL, { prefix: "rate_org" });
  const ann = await newUserPage(browser, baseURL, { prefix: "rate_ann" });
  const ben = await newUserPage(browser, baseURL, { prefix: "rate_ben" });
  const vendor = await newUserPage(browser, baseURL, vendorAccount("rate_vendor"));
  await verifyVendorViaApi(baseURL, vendor.user.id);

  const ride = await createRideViaApi(organizer.page.request, {
    daysAhead: DEPARTS_IN_MS / 86_400_000,
  });
  for (const rider of [ann, ben]) {
    const joined = await rider.page.request.post(`/api/rides/${ride.id}/join`, {
      data: { passengerCount: 1, dropoffLocation: "Pasir Ris MRT" },
    });
    expect(joined.status(), await joined.text()).toBe(201);
  }
  const assigned = await vendor.page.request.post(`/api/rides/${ride.id}/assign`);
  expect(assigned.status(), await assigned.text()).toBe(200);

  // Once the ride has left, its passengers may rate it.
  await expect
    .poll(
      async () =>
        (await (await ann.page.request.get(`/api/rides/${ride.id}/rating`)).json()).canRate,
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(true);

  // Ann rates from the ride's page.
  await ann.page.goto(`/rides/${ride.id}`);
  const form = ann.page.getByRole("region", { name: t._("ride.rating.title") });
  // No score until Ann picks one: an untouched Send is refused in place and sends nothing.
  await expect(form.getByLabel(t._("ride.rating.overall"))).toHaveValue("");
  await form.getByRole("button", { name: t._("ride.rating.submit") }).click();
  await expect(form.getByText(t._("ride.rating.choose_required"))).toBeVisible();
  const untouched = await ann.page.request.get(`/api/rides/${ride.id}/rating`);
  expect((await untouched.json()).canRate).toBe(true);
  await form.getByLabel(t._("ride.rating.overall")).selectOption("4");
  await form.getByLabel(t._("ride.rating.punctuality")).selectOption("5");
  await form.getByLabel(t._("ride.rating.text")).fill("Friendly driver, on time");
  await form.getByRole("button", { name: t._("ride.rating.submit") }).click();
  await expect(toastWith(ann.page, t._("ride.rating.thanks"))).toBeVisible();
  await expect(form.getByText(t._("ride.rating.yours", { stars: 4 }))).toBeVisible();
  const card = ann.page.getByTestId("driver-rating");
  await expect(card).toContainText(t._("ride.rating.too_few", { count: 1 }));

  // The organizer and Ben rate too: three ratings, so the average shows.
  for (const [rider, stars] of [
    [organizer, 5],
    [ben, 1],
  ] as const) {
    const rated = await rider.page.request.post(`/api/rides/${ride.id}/rating`, {
      data: { stars, text: stars === 1 ? "Rude and late" : "Great" },
    });
    expect(rated.status(), await rated.text()).toBe(201);
  }
  await ann.page.reload();
  await expect(card).toContainText(t._("ride.rating.average", { average: 3.3, count: 3 }));

  // The vendor answers Ann's rating in public, once.
  await vendor.page.goto("/vendor");
  await vendor.page.getByRole("tab", { name: t._("vendor.tab.ratings") }).click();
  const annRating = vendor.page.getByRole("listitem").filter({ hasText: "Friendly driver" });
  await annRating.getByLabel(t._("vendor.ratings.answer_label")).fill("Thank you, see you soon");
  await annRating.getByRole("button", { name: t._("vendor.ratings.answer") }).click();
  await expect(toastWith(vendor.page, t._("vendor.ratings.answered"))).toBeVisible();
  await expect(
    annRating.getByText(t._("vendor.ratings.your_answer", { text: "Thank you, see you soon" })),
  ).toBeVisible();
  await expect(annRating.getByLabel(t._("vendor.ratings.answer_label"))).toHaveCount(0);
  await ann.page.reload();
  await expect(
    card.getByText(t._("ride.rating.reply", { text: "Thank you, see you soon" })),
  ).toBeVisible();

  // Ann reports Ben's rating to the admins.
  const benRating = card.getByRole("listitem").filter({ hasText: "Rude and late" });
  await benRating.getByRole("button", { name: t._("ride.rating.report") }).click();
  await benRating.getByLabel(t._("ride.rating.report_reason")).fill("Not what happened");
  await benRating.getByRole("button", { name: t._("ride.rating.report_send") }).click();
  await expect(toastWith(ann.page, t._("ride.rating.reported"))).toBeVisible();

  // An admin removes it from Admin Tools; the average goes until a third rating comes again.
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  expect((await adminPage.request.post("/api/login", { data: E2E_ADMIN })).status()).toBe(200);
  await adminPage.goto("/profile");
  const reported = adminPage.getByRole("list", { name: t._("account.admin.reported_ratings") });
  const row = reported.getByRole("listitem").filter({ hasText: "Rude and late" });
  await expect(
    row.getByText(t._("account.admin.report_reason", { reason: "Not what happened" })),
  ).toBeVisible();
  await row.getByRole("button", { name: t._("account.admin.remove_rating") }).click();
  await expect(toastWith(adminPage, t._("account.admin.rating_removed"))).toBeVisible();
  await expect(row).toHaveCount(0);
  await admin.close();

  await ann.page.reload();
  await expect(card).toContainText(t._("ride.rating.too_few", { count: 2 }));
  await expect(card.getByText("Rude and late")).toHaveCount(0);

  for (const person of [organizer, ann, ben, vendor]) await person.context.close();
});
