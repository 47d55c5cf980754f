// Issue 14 in the browser: one price on every surface, the waitlist that seats a rider by itself,
// and the payments panel with its PayNow code, read back from a screenshot as a banking app would.
import type { APIRequestContext } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { RideBodyOptions } from "../../src/server/testing/rides.ts";
import {
  createRideViaApi,
  deleteRides,
  expect,
  type MadeRide,
  newUserPage,
  registerViaApi,
  rideCard,
  test,
  toastWith,
} from "./fixtures.ts";

const made: MadeRide[] = [];
test.afterEach(({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

/** A ride organised by `organizer` (registered here), soon enough to head the home list. */
async function organizeRide(
  request: APIRequestContext,
  name: string,
  ride: RideBodyOptions = {},
  profile: { paynowProxy: string; paynowName: string } | null = null,
) {
  const organizer = await registerViaApi(request, { prefix: "money_org", name });
  if (profile) {
    const saved = await request.patch(`/api/users/${organizer.id}`, { data: profile });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const created = await createRideViaApi(request, { daysAhead: 0.5, ...ride });
  made.push({ id: created.id, organizer: organizer.discordUsername });
  return created.id;
}

async function join(
  request: APIRequestContext,
  rideId: number,
  passengerCount: number,
  at: string,
) {
  const response = await request.post(`/api/rides/${rideId}/join`, {
    data: { passengerCount, dropoffLocation: at },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

test("card, detail and join page show one price; the join page follows the party and its stop", async ({
  browser,
  baseURL,
  playwright,
}) => {
  // An 80 SGD car, 4 seats, two riders aboard at two stops: S$85 in all.
  const organizer = await playwright.request.newContext({ baseURL });
  const rideId = await organizeRide(organizer, "Olive Organizer", { location: "Pasir Ris MRT" });
  const aboard = await playwright.request.newContext({ baseURL });
  await registerViaApi(aboard, { prefix: "money_aboard" });
  await join(aboard, rideId, 1, "Tampines Hub");
  await organizer.dispose();
  await aboard.dispose();

  const { page: riderPage, context } = await newUserPage(browser, baseURL, { prefix: "money_r" });
  // The next rider's share: S$85 over 3 riders, rounded up to the cent.
  const perPerson = "S$28.34";

  await riderPage.goto("/home");
  const card = rideCard(riderPage, rideId);
  await expect(card.getByTestId("card-share")).toHaveText(`If you join: ${perPerson}`);
  await expect(card).toContainText("May go down if more people join");

  await riderPage.goto(`/rides/${rideId}`);
  const info = riderPage.getByRole("region", { name: "Ride Information" });
  await expect(info).toContainText(/Total Cost\s*S\$85\.00/);
  await expect(info).toContainText(/If you join\s*May go down if more people join\s*S\$28\.34/);
  await expect(info).toContainText(/Per Person if full\s*all 4 seats taken\s*S\$21\.25/);

  await riderPage.goto(`/rides/${rideId}/join`);
  const form = riderPage.getByRole("form", { name: "Join Ride" });
  const share = form.getByTestId("join-share");
  await expect(share).toHaveText(`${perPerson} per person`);
  // A stop of their own adds its fee to the car (S$90 over 3); a stop already on the route does
  // not (decision 028: the stops a price counts are shown as place names).
  await form.getByLabel("Pick-up Location in Singapore").fill("Bedok MRT");
  await expect(share).toHaveText("S$30.00 per person");
  // A party of 2 fills the car: S$85 over 4, for both of them.
  await form.getByLabel("Pick-up Location in Singapore").fill("Tampines Hub");
  await form.getByLabel("Number of Passengers").fill("2");
  await expect(share).toHaveText("S$42.50 for 2");
  await expect(form).toContainText("S$21.25 per person");
  await context.close();
});

test("a full ride's waitlist: join it, see the place, be seated when a seat frees up", async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const rideId = await organizeRide(page.request, "Wendy Organizer", { maxPassengers: 2 });
  const aboard = await playwright.request.newContext({ baseURL });
  await registerViaApi(aboard, { prefix: "money_full" });
  const seat = await join(aboard, rideId, 1, "Bedok");

  const rider = await newUserPage(browser, baseURL, { prefix: "money_wait", name: "Walt Waiting" });
  await rider.page.goto(`/rides/${rideId}/join`);
  const form = rider.page.getByRole("form", { name: "Join Ride" });
  await expect(
    rider.page.getByRole("heading", { name: "This Ride Is Full: Join the Waitlist" }),
  ).toBeVisible();
  await expect(form.getByText(/^This ride is full\. Join the waitlist/)).toBeVisible();
  await form.getByLabel("Pick-up Location in Singapore").fill("Bedok North");
  await form.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(toastWith(rider.page, "You're on the waitlist")).toBeVisible();
  const waiting = rider.page.getByRole("region", { name: "You're on the waitlist" });
  await expect(waiting.getByTestId("waitlist-position")).toHaveText("Number 1 in the queue");
  await expect(waiting.getByRole("button", { name: "Leave the waitlist" })).toBeVisible();

  // The organizer sees the queue on the ride page.
  await page.goto(`/rides/${rideId}`);
  const queue = page.getByRole("region", { name: "Waitlist" });
  await expect(queue).toContainText("Walt Waiting · 1 person");
  await expect(queue).toContainText("Bedok North");

  // The rider aboard leaves: the seat goes to the queue, and the rider sees they are aboard.
  const left = await aboard.delete(`/api/rides/${rideId}/passengers/${seat.id}`);
  expect(left.status(), await left.text()).toBe(200);
  await aboard.dispose();
  await rider.page.goto(`/rides/${rideId}`);
  await expect(rider.page.getByRole("region", { name: "You're in" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Payments" })).toContainText("Walt Waiting");
  await expect(page.getByRole("region", { name: "Waitlist" })).toHaveCount(0);
  await rider.context.close();
});

test("payments: the passenger's PayNow code scans to the API's payload; the organizer marks it paid", async ({
  page,
  browser,
  baseURL,
}) => {
  const rideId = await organizeRide(
    page.request,
    "Pam Organizer",
    {},
    {
      paynowProxy: "9123 4567",
      paynowName: "PAM ORGANIZER",
    },
  );
  const rider = await newUserPage(browser, baseURL, { prefix: "money_pay", name: "Paul Payer" });
  await join(rider.page.request, rideId, 1, "Tampines Hub");
  const line = await rider.page.request.get(`/api/rides/${rideId}/payment`);
  expect(line.status(), await line.text()).toBe(200);
  const { amount, paynow } = (await line.json()) as {
    amount: number;
    paynow: { payload: string } | null;
  };
  expect(amount).toBe(4250); // S$85 (a second stop) over 2 riders
  expect(paynow).not.toBeNull();

  await rider.page.goto(`/rides/${rideId}`);
  const mine = rider.page.getByRole("region", { name: "Your Payment" });
  await expect(mine.getByTestId("payment-amount")).toHaveText("S$42.50");
  await expect(mine).toContainText("Not paid yet");
  await expect(mine).toContainText("PAM ORGANIZER");
  await expect(mine).toContainText("+6591234567");
  await expect(mine.getByRole("button", { name: "Copy number" })).toBeVisible();
  const code = mine.getByRole("img", { name: "PayNow QR code: S$42.50 to PAM ORGANIZER" });
  await expect(code).toBeVisible();
  // What a banking app would read: the code as the screen shows it.
  const shot = PNG.sync.read(await code.screenshot());
  const scanned = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  expect(scanned?.data).toBe(paynow?.payload);

  // The organizer sees the passenger's share outstanding, and marks it paid.
  await page.goto(`/rides/${rideId}`);
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments).toContainText("Paul Payer");
  await expect(payments.getByTestId("payments-outstanding")).toHaveText("S$42.50");
  await payments.getByRole("checkbox", { name: "Paul Payer Paid" }).click();
  await expect(payments.getByTestId("payments-outstanding")).toHaveText("S$0.00");
  await expect(payments.getByRole("checkbox", { name: "Paul Payer Paid" })).toBeChecked();

  await rider.page.reload();
  await expect(mine).toContainText("Settled: the organizer has recorded your share as paid");
  await expect(code).toHaveCount(0);
  await rider.context.close();
});
