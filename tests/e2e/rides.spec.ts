import type { Locator, Page } from "@playwright/test";
import { formatRideDate, isoToSingaporeLocal } from "../../src/domain/shared/dates.ts";
import {
  createRideViaApi,
  expect,
  expectNoSidewaysScroll,
  FAKE_PLACES,
  FAKE_REVERSE_PLACE,
  newUserPage,
  registerViaApi,
  rideCard,
  test,
  toastWith,
  vendorAccount,
  verifyVendorViaApi,
} from "./fixtures.ts";

/** Waits until `element` stays where it is for a quarter of a second (Leaflet's pans take that). */
async function stoppedMoving(element: Locator) {
  let last = "";
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await element.boundingBox());
        const still = box === last;
        last = box;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A `datetime-local` value in Singapore time, `days` ahead at 09:30. */
function singaporeInputDate(days: number) {
  return `${isoToSingaporeLocal(new Date(Date.now() + days * DAY_MS)).slice(0, 10)}T09:30`;
}

const rideIdFromUrl = (page: Page) => Number(new URL(page.url()).pathname.split("/").pop());

async function openPassengersTab(page: Page) {
  await page.getByRole("tab", { name: "Passengers" }).click();
  return page.getByRole("region", { name: "Passengers" });
}

test("SG->FC: create, list, join, see each other, leave, edit, delete with confirmation", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerViaApi(page.request, {
    prefix: "alice",
    name: "Alice Organizer",
    whatsappNumber: "+65 9123 4567",
  });

  // Create: the spec's texts, validation on blur, then the ride page.
  await page.goto("/rides/create");
  await expect(page.getByRole("heading", { name: "Create a New Ride" })).toBeVisible();
  const form = page.getByRole("form", { name: "Create a New Ride" });
  await expect(
    form.getByText("Enter your pickup location in Singapore and the number of passengers", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(form.getByRole("button", { name: "Singapore to Forest City" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(form.getByLabel("Maximum Total Passengers")).toHaveValue("5");
  const location = form.getByLabel("Your Pickup Location in Singapore");
  await expect(location).toHaveAttribute("placeholder", "e.g., Pasir Ris MRT");
  await expect(
    form.getByText("You can enter multiple lines of text for detailed location instructions"),
  ).toBeVisible();

  await location.focus();
  await location.blur();
  await expect(form.getByText("Please specify your location")).toBeVisible();
  await expect(location).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Maximum Total Passengers").fill("4");
  await form.getByLabel("Date and Time").fill(singaporeInputDate(5));
  const count = form.getByLabel("Number of Passengers at Your Location");
  await count.fill("9");
  await expect(count).toHaveValue("4"); // clamped to the maximum on input
  await count.fill("2");
  await location.fill("Pasir Ris MRT\nExit A");
  await location.blur();
  await expect(form.getByText("Please specify your location")).toHaveCount(0);
  await form.getByRole("button", { name: "Create Ride" }).click();
  await expect(page).toHaveURL(/\/rides\/\d+\?created=1$/);
  const rideId = rideIdFromUrl(page);
  // A new ride opens with its share sheet: the link, WhatsApp with the trip summary, copies.
  const sheet = page.getByRole("dialog", { name: "Your ride is up: share it" });
  await expect(sheet).toBeVisible();
  // The sheet says the ride is up: no success toast lies over its buttons (issue 25).
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("status")).toHaveCount(
    0,
  );
  await expect(sheet.getByLabel("Ride link")).toHaveValue(new RegExp(`/rides/${rideId}$`));
  const whatsapp = sheet.getByRole("link", { name: "Share on WhatsApp" });
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain(
    "Singapore to Forest City",
  );
  await expect(sheet.getByRole("button", { name: "Copy summary" })).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Copy link" })).toBeVisible();
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/rides/${rideId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Singapore to Forest City");
  await expect(page.getByRole("link", { name: "Edit Ride" })).toBeVisible();

  // The card on /home.
  await page.goto("/home");
  const card = rideCard(page, rideId);
  await expect(card.getByRole("heading")).toHaveText("Singapore to Forest City");
  await expect(card).toContainText("Alice Organizer");
  await expect(card).toContainText("From: Pasir Ris MRT");
  await expect(card).toContainText("2 / 4 passengers");
  // The organizer's own share (their party of 2 aboard alone), not the next rider's price.
  await expect(card.getByTestId("card-share")).toHaveText("Your share: S$80.00 (S$40.00 each)");
  await expect(card).toContainText("May go down if more people join");
  await expect(card).toContainText("Your Ride");
  await expect(card.getByRole("link", { name: "Join Ride" })).toHaveCount(0);

  // A second rider joins from the join page.
  const bob = await newUserPage(browser, baseURL, {
    prefix: "bob",
    name: "Bob Joiner",
    whatsappNumber: "+65 8000 1111",
    revolutUsername: "bobrev",
  });
  await bob.page.goto("/home");
  const bobCard = rideCard(bob.page, rideId);
  await expect(bobCard).toContainText("Join");
  await bobCard.getByRole("link", { name: "Join Ride" }).click();
  await expect(bob.page).toHaveURL(new RegExp(`/rides/${rideId}/join$`));
  await expect(
    bob.page.getByRole("heading", { name: "Where should we pick you up in Singapore?" }),
  ).toBeVisible();
  const reminder = bob.page.getByRole("note").filter({ hasText: "passport" });
  await expect(reminder).toBeVisible();
  await reminder.getByRole("button", { name: "Dismiss passport reminder" }).click();
  await expect(reminder).toHaveCount(0);

  const joinForm = bob.page.getByRole("form", { name: "Join Ride" });
  const seats = joinForm.getByLabel("Number of Passengers");
  await expect(seats).toHaveAttribute("max", "10"); // a larger party can join the waitlist
  await expect(joinForm).toContainText("2 spots left; a larger party joins the waitlist");
  await expect(joinForm.getByText("If you join")).toBeVisible();
  await expect(joinForm.getByTestId("join-share")).toHaveText("S$26.67 per person"); // 80 / 3
  // A party larger than the seats left is offered the waitlist instead.
  await seats.fill("3");
  await expect(joinForm.getByText(/^Only 2 spots remaining\. Join the waitlist/)).toBeVisible();
  await expect(joinForm.getByRole("button", { name: "Join the waitlist" })).toBeVisible();
  await seats.fill("1");
  await joinForm.getByRole("button", { name: "Join Ride" }).click();
  await expect(joinForm.getByText("Drop-off location is required")).toBeVisible();

  // Place search (answered locally) fills the location.
  await joinForm.getByLabel("Search for a place").fill("Tampines");
  await joinForm.getByRole("button", { name: "Search" }).click();
  const results = joinForm.getByRole("list", { name: "Search results" });
  await results.getByRole("button", { name: FAKE_PLACES[0]?.display_name }).click();
  await expect(joinForm.getByLabel("Pick-up Location in Singapore")).toHaveValue(
    FAKE_PLACES[0]?.display_name ?? "",
  );
  await joinForm.getByRole("button", { name: "Join Ride" }).click();
  await expect(toastWith(bob.page, "You have joined the ride")).toBeVisible();
  // The ride page, with the "You're in" panel: organizer contact, calendar, passport, next steps.
  await expect(bob.page).toHaveURL(new RegExp(`/rides/${rideId}\\?joined=1$`));
  const youreIn = bob.page.getByRole("region", { name: "You're in" });
  await expect(youreIn.getByRole("heading", { name: "You're in" })).toBeFocused();
  await expect(youreIn).toContainText("Organizer: Alice Organizer");
  await expect(youreIn.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    "https://wa.me/6591234567",
  );
  await expect(youreIn.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
    "href",
    `/api/rides/${rideId}/calendar.ics`,
  );
  await expect(youreIn.getByRole("note").filter({ hasText: "passport" })).toBeVisible();
  await expect(youreIn).toContainText("The organizer settles the driver. You'll see changes here.");

  // Both see each other on the Passengers tab, with contacts.
  let passengers = await openPassengersTab(bob.page);
  await expect(passengers.getByRole("heading", { name: "Alice Organizer" })).toBeVisible();
  await expect(passengers.getByRole("heading", { name: /Bob Joiner/ })).toBeVisible();
  await expect(passengers.getByRole("link", { name: "WhatsApp Alice Organizer" })).toHaveAttribute(
    "href",
    "https://wa.me/6591234567",
  );
  await expect(bob.page.getByRole("region", { name: "Communication" })).toBeVisible();

  await page.goto(`/rides/${rideId}`);
  passengers = await openPassengersTab(page);
  const bobEntry = passengers.getByRole("listitem", { name: "Bob Joiner", exact: true });
  await expect(bobEntry).toContainText("Passenger 2");
  await expect(bobEntry).toContainText(FAKE_PLACES[0]?.display_name ?? "");
  await expect(bobEntry.getByRole("link", { name: "Revolut Bob Joiner" })).toHaveAttribute(
    "href",
    "https://revolut.me/bobrev",
  );
  // Only the channels Bob gave have buttons: no Malaysian number, no button for it.
  await expect(bobEntry.getByRole("button", { name: "Malaysian Number Bob Joiner" })).toHaveCount(
    0,
  );
  await expect(bobEntry.getByRole("button", { name: "Remove Bob Joiner" })).toBeVisible();

  // The joiner leaves, after confirming; Cancel changes nothing.
  await bob.page.goto(`/rides/${rideId}`);
  passengers = await openPassengersTab(bob.page);
  await passengers.getByRole("button", { name: "Leave Ride" }).click();
  const leave = bob.page.getByRole("alertdialog", { name: "Leave this ride?" });
  await expect(leave).toContainText("You give up your 1 seat");
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(leave).toHaveCount(0);
  await expect(passengers.getByRole("heading", { name: /Bob Joiner/ })).toBeVisible();
  await passengers.getByRole("button", { name: "Leave Ride" }).click();
  await leave.getByRole("button", { name: "Leave Ride" }).click();
  await expect(toastWith(bob.page, "You have left the ride")).toBeVisible();
  await expect(passengers.getByRole("heading", { name: /Bob Joiner/ })).toHaveCount(0);
  await bob.page.getByRole("tab", { name: "Details" }).click();
  await expect(bob.page.getByRole("heading", { name: "Join This Ride" })).toBeVisible();
  await bob.context.close();

  // The creator edits the ride.
  await page.getByRole("link", { name: "Edit Ride" }).click();
  await expect(page).toHaveURL(new RegExp(`/rides/edit/${rideId}$`));
  const edit = page.getByRole("form", { name: "Edit Ride" });
  await expect(edit.getByLabel("Your Pickup Location in Singapore")).toHaveValue(
    "Pasir Ris MRT\nExit A",
  );
  await expect(edit.getByLabel("Number of Passengers at Your Location")).toHaveValue("2");
  await expect(edit.getByLabel("Maximum Total Passengers")).toHaveValue("4");
  await expect(edit.getByLabel("Date and Time")).toHaveValue(singaporeInputDate(5));
  await edit.getByLabel("Maximum Total Passengers").fill("6");
  await edit.getByLabel("Your Pickup Location in Singapore").fill("Tampines Hub");
  await edit.getByRole("button", { name: "Update Ride" }).click();
  await expect(toastWith(page, "Ride updated successfully")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/rides/${rideId}$`));
  await expect(page.getByRole("region", { name: "Ride Information" })).toContainText(
    "Tampines Hub",
  );
  await expect(page.getByRole("list", { name: "Ride status" })).toContainText("2/6");

  // ...and deletes it, after a dialog that names the consequence; Cancel deletes nothing.
  await page.getByRole("link", { name: "Edit Ride" }).click();
  await page.getByRole("button", { name: "Delete Ride" }).click();
  const confirmDelete = page.getByRole("alertdialog", { name: "Delete this ride?" });
  await expect(confirmDelete).toContainText("The ride is removed");
  await confirmDelete.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmDelete).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/rides/edit/${rideId}$`));
  await page.getByRole("button", { name: "Delete Ride" }).click();
  await confirmDelete.getByRole("button", { name: "Delete Ride" }).click();
  await expect(toastWith(page, "Ride deleted successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(rideCard(page, rideId)).toHaveCount(0);
  expect((await page.request.get(`/api/rides/${rideId}`)).status()).toBe(404);
  await page.goto(`/rides/${rideId}`);
  await expect(page.getByRole("heading", { name: "Ride Not Found" })).toBeVisible();
});

test("FC->SG: create, join with the map, drop-off order, share, leave, edit, delete", async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await registerViaApi(page.request, { prefix: "carol", name: "Carol Organizer" });

  await page.goto("/rides/create");
  const form = page.getByRole("form", { name: "Create a New Ride" });
  await form.getByRole("button", { name: "Forest City to Singapore" }).click();
  await expect(form.getByRole("button", { name: "Forest City to Singapore" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(
    form.getByText(
      "Enter your drop-off location in Singapore and the number of passengers in your group",
      { exact: true },
    ),
  ).toBeVisible();
  const location = form.getByLabel("Your Drop-off Location in Singapore");
  await expect(location).toHaveAttribute("placeholder", "e.g., Tampines Mall");
  await form.getByLabel("Maximum Total Passengers").fill("4");
  await form.getByLabel("Date and Time").fill(singaporeInputDate(6));
  await location.fill("Tampines Mall");
  await form.getByRole("button", { name: "Create Ride" }).click();
  await expect(page).toHaveURL(/\/rides\/\d+\?created=1$/);
  const rideId = rideIdFromUrl(page);
  await expect(page.getByRole("dialog", { name: "Your ride is up: share it" })).toBeVisible();

  await page.goto("/home");
  await expect(rideCard(page, rideId)).toContainText("To: Tampines Mall");
  await expect(rideCard(page, rideId)).toContainText("1 / 4 passengers");
  await expect(rideCard(page, rideId)).toContainText("Your share: S$80.00");

  // Dave joins: no passport reminder, the organizer's sequence note, a place picked on the map.
  const dave = await newUserPage(browser, baseURL, { prefix: "dave", name: "Dave Joiner" });
  await dave.page.goto(`/rides/${rideId}/join`);
  await expect(
    dave.page.getByRole("heading", { name: "Where should we drop you off in Singapore?" }),
  ).toBeVisible();
  await expect(dave.page.getByRole("note").filter({ hasText: "passport" })).toHaveCount(0);
  await expect(dave.page.getByText(/organizer sets the drop-off sequence/)).toBeVisible();
  const joinForm = dave.page.getByRole("form", { name: "Join Ride" });
  const dropoff = joinForm.getByLabel("Drop-off Location in Singapore");
  const map = joinForm.locator(".leaflet-container");
  await expect(map).toBeVisible();
  await map.click({ position: { x: 120, y: 90 } });
  await expect(dropoff).toHaveValue(FAKE_REVERSE_PLACE.display_name);
  await joinForm.locator(".leaflet-marker-icon").click();
  // The map pans the popup into view, animated: a tap on Remove meanwhile would land on the map.
  const popup = joinForm.locator(".leaflet-popup");
  await expect(popup).toContainText(FAKE_REVERSE_PLACE.display_name);
  await stoppedMoving(popup);
  await popup.getByRole("button", { name: "Remove" }).click();
  await expect(dropoff).toHaveValue("");
  await expect(joinForm.locator(".leaflet-marker-icon")).toHaveCount(0);
  await dropoff.fill("Bedok Mall");
  // The join page counts the joiner's own new stop (decision 028): S$85 over 2.
  await expect(joinForm.getByTestId("join-share")).toHaveText("S$42.50 per person");
  await joinForm.getByRole("button", { name: "Join Ride" }).click();
  await expect(toastWith(dave.page, "You have joined the ride")).toBeVisible();
  await expect(dave.page).toHaveURL(new RegExp(`/rides/${rideId}\\?joined=1$`));
  await expect(dave.page.getByRole("region", { name: "You're in" })).toContainText(
    "The organizer settles the driver and the drop-off order.",
  );

  // The organizer's list: a second stop, the drop-off sequence panel on My Rides.
  await page.reload();
  const card = rideCard(page, rideId);
  await expect(card).toContainText("2 / 4 passengers");
  await expect(card).toContainText("incl. S$5.00 for 1 additional stop");
  await expect(card).toContainText("Your share: S$42.50"); // 85 over the 2 aboard
  await page.getByRole("tab", { name: "My Rides" }).click();
  const organized = page.getByRole("region", { name: "Rides You Organized" });
  await expect(
    organized.locator(`[data-ride-id="${rideId}"]`).getByRole("link", { name: "Edit" }),
  ).toBeVisible();
  const sequence = page.getByRole("region", { name: "Manage Drop-off Sequence" });
  const { date } = (await (await page.request.get(`/api/rides/${rideId}`)).json()) as {
    date: string;
  };
  await expect(
    sequence.getByRole("heading", { name: `Ride on ${formatRideDate(date)}` }),
  ).toBeVisible();
  await expect(sequence.getByRole("button", { name: "Share Summary" })).toBeVisible();
  await expect(sequence.getByText("Dave Joiner")).toBeVisible();

  // Ride page: both drop-offs, and Share copies the trip summary.
  await page.goto(`/rides/${rideId}`);
  const info = page.getByRole("region", { name: "Ride Information" });
  await expect(info).toContainText("Tampines Mall");
  await expect(info).toContainText("Bedok Mall");
  await expect(info).toContainText("S$85.00");
  await page.evaluate(() => {
    // The share sheet is not what this test looks at: use the clipboard path.
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  await page.getByRole("button", { name: "Share" }).click();
  await expect(toastWith(page, "Trip summary copied to clipboard!")).toBeVisible();
  await expect(
    toastWith(page, "You can now paste it in WhatsApp or other messaging apps."),
  ).toBeVisible();
  const summary = await page.evaluate(() => navigator.clipboard.readText());
  expect(summary).toContain("Forest City to Singapore");
  expect(summary).toContain("1. Tampines Mall");
  expect(summary).toContain("2. Bedok Mall");
  expect(summary).toContain(`/rides/${rideId}`);

  let passengers = await openPassengersTab(page);
  await expect(
    passengers.getByRole("listitem", { name: "Dave Joiner", exact: true }),
  ).toBeVisible();
  await dave.page.goto(`/rides/${rideId}`);
  passengers = await openPassengersTab(dave.page);
  await expect(passengers.getByRole("heading", { name: "Carol Organizer" })).toBeVisible();
  await passengers.getByRole("button", { name: "Leave Ride" }).click();
  await dave.page
    .getByRole("alertdialog", { name: "Leave this ride?" })
    .getByRole("button", { name: "Leave Ride" })
    .click();
  await expect(toastWith(dave.page, "You have left the ride")).toBeVisible();
  await expect(passengers.getByRole("heading", { name: /Dave Joiner/ })).toHaveCount(0);
  await dave.context.close();

  // Edit, then delete.
  await page.goto(`/rides/edit/${rideId}`);
  const edit = page.getByRole("form", { name: "Edit Ride" });
  await expect(edit.getByRole("button", { name: "Forest City to Singapore" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(edit.getByLabel("Your Drop-off Location in Singapore")).toHaveValue("Tampines Mall");
  await edit.getByLabel("Your Drop-off Location in Singapore").fill("Changi Airport T3");
  await edit.getByRole("button", { name: "Update Ride" }).click();
  await expect(toastWith(page, "Ride updated successfully")).toBeVisible();
  await expect(page.getByRole("region", { name: "Ride Information" })).toContainText(
    "Changi Airport T3",
  );
  await page.getByRole("link", { name: "Edit Ride" }).click();
  await page.getByRole("button", { name: "Delete Ride" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete this ride?" })
    .getByRole("button", { name: "Delete Ride" })
    .click();
  await expect(toastWith(page, "Ride deleted successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect((await page.request.get(`/api/rides/${rideId}`)).status()).toBe(404);
});

test.describe(() => {
  // The dialog's code is held back below: the service worker would fetch it past the route.
  test.use({ serviceWorkers: "block" });

  test("Delete Ride sits apart from Update Ride on a phone, and Escape deletes nothing", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await registerViaApi(page.request, { prefix: "deleter" });
    const { id } = await createRideViaApi(page.request);
    await page.goto(`/rides/edit/${id}`);
    const update = await page.getByRole("button", { name: "Update Ride" }).boundingBox();
    const remove = page.getByRole("button", { name: "Delete Ride" });
    const removeBox = await remove.boundingBox();
    expect((removeBox?.y ?? 0) - ((update?.y ?? 0) + (update?.height ?? 0))).toBeGreaterThan(48);
    // The dialog's code held back until after the Escape: pressed while it loads, it still counts.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/confirm-dialog-panel-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await remove.click();
    await page.keyboard.press("Escape");
    const arrived = page.waitForResponse(/\/confirm-dialog-panel-[^/]+\.js$/);
    release();
    await arrived;
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    expect((await page.request.get(`/api/rides/${id}`)).status()).toBe(200);
  });

  test("an Escape pressed while a new ride's share sheet is on its way keeps it shut", async ({
    page,
  }) => {
    await registerViaApi(page.request, { prefix: "sharer" });
    const { id } = await createRideViaApi(page.request);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sheetCode = /\/share-sheet-[^/]+\.js$/;
    await page.route(sheetCode, async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest(sheetCode);
    await page.goto(`/rides/${id}?created=1`);
    await asked;
    await page.waitForFunction(() => performance.getEntriesByName("page-hydrated").length > 0);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(new RegExp(`/rides/${id}$`));
    const arrived = page.waitForResponse(sheetCode);
    release();
    await arrived;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Singapore to Forest City");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("visitors see no passengers and no contacts; non-participants see no passenger contacts", async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const erin = await playwright.request.newContext({ baseURL });
  await registerViaApi(erin, {
    prefix: "erin",
    name: "Erin Organizer",
    whatsappNumber: "+6591112222",
    malaysianNumber: "+60123334444",
  });
  const { id } = await createRideViaApi(erin, { location: "Woodlands MRT" });
  const frank = await playwright.request.newContext({ baseURL });
  await registerViaApi(frank, {
    prefix: "frank",
    name: "Frank Joiner",
    whatsappNumber: "+6593334444",
  });
  expect(
    (
      await frank.post(`/api/rides/${id}/join`, {
        data: { passengerCount: 1, dropoffLocation: "Yishun MRT", rideId: id },
      })
    ).status(),
  ).toBe(201);

  // A visitor: Details only, a card that asks them to log in (spec 5.15), no contact anywhere.
  await page.goto(`/rides/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Singapore to Forest City");
  await expect(page.getByRole("region", { name: "Ride Information" })).toContainText(
    "Woodlands MRT",
  );
  const login = page.getByRole("region", { name: "You must be logged in to join a ride" });
  await expect(login.getByRole("link", { name: "Login" })).toHaveAttribute(
    "href",
    `/auth?next=${encodeURIComponent(`/rides/${id}`)}`,
  );
  await expect(login.getByRole("link", { name: "Register" })).toHaveAttribute(
    "href",
    /tab=register/,
  );
  await expect(page.getByRole("region", { name: "Ride Organizer" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Join This Ride" })).toHaveCount(0);
  await expect(page.getByText(/WhatsApp|\+65|\+60/)).toHaveCount(0);
  await page.getByRole("tab", { name: "Passengers" }).click();
  await expect(
    page.getByRole("tabpanel").getByRole("heading", { name: "Login Required" }),
  ).toBeVisible();
  await expect(page.getByText("Frank Joiner")).toHaveCount(0);
  await expect(page.getByText("Yishun MRT")).toHaveCount(0);
  const visitorRide = await (await page.request.get(`/api/rides/${id}`)).json();
  expect(visitorRide.creator).not.toHaveProperty("whatsappNumber");
  expect((await page.request.get(`/api/rides/${id}/passengers`)).status()).toBe(401);

  // The join page needs a login.
  await page.goto(`/rides/${id}/join`);
  await expect(page).toHaveURL(/\/auth\?next=/);

  // A logged-in rider not on the ride: organizer contacts, but no passenger contacts.
  const gina = await newUserPage(browser, baseURL, { prefix: "gina", name: "Gina Looker" });
  await gina.page.goto(`/rides/${id}`);
  await expect(gina.page.getByRole("region", { name: "Ride Organizer" })).toContainText(
    "Erin Organizer",
  );
  await expect(gina.page.getByRole("heading", { name: "Join This Ride" })).toBeVisible();
  const passengers = await openPassengersTab(gina.page);
  const frankEntry = passengers.getByRole("listitem", { name: "Frank Joiner", exact: true });
  await expect(frankEntry).toContainText("Join this ride to see contacts");
  await expect(frankEntry.getByRole("link")).toHaveCount(0);
  await expect(frankEntry.getByRole("button", { name: /Remove|Leave/ })).toHaveCount(0);
  await expect(gina.page.getByRole("region", { name: "Communication" })).toHaveCount(0);

  // Not the creator: the edit page refuses and sends them home.
  await gina.page.goto(`/rides/edit/${id}`);
  await expect(toastWith(gina.page, "You are not authorized to edit this ride")).toBeVisible();
  await expect(gina.page).toHaveURL(/\/home$/);
  await gina.context.close();
  await erin.dispose();
  await frank.dispose();
});

test("a full ride shows Full and refuses joining; removing a passenger frees the seat", async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  await registerViaApi(page.request, { prefix: "hank", name: "Hank Organizer" });
  const { id } = await createRideViaApi(page.request, { maxPassengers: 2 });
  const ivy = await playwright.request.newContext({ baseURL });
  await registerViaApi(ivy, { prefix: "ivy", name: "Ivy Joiner" });
  const joined = await ivy.post(`/api/rides/${id}/join`, {
    data: { passengerCount: 1, dropoffLocation: "Bishan MRT" },
  });
  expect(joined.status()).toBe(201);

  const jack = await newUserPage(browser, baseURL, { prefix: "jack" });
  await jack.page.goto("/home");
  const card = rideCard(jack.page, id);
  await expect(card).toContainText("2 / 2 passengers");
  await expect(card).toContainText("Full");
  await expect(card.getByRole("link", { name: "Join Ride" })).toHaveCount(0);
  await jack.page.goto(`/rides/${id}`);
  await expect(jack.page.getByRole("list", { name: "Ride status" })).toContainText("Full");
  // A full ride offers its waitlist instead of seats (money.spec.ts follows it through).
  const waitlistTitle = { name: "This Ride Is Full: Join the Waitlist" };
  await expect(jack.page.getByRole("heading", waitlistTitle)).toBeVisible();
  await expect(jack.page.getByRole("heading", { name: "Join This Ride" })).toHaveCount(0);
  await jack.page.goto(`/rides/${id}/join`);
  await expect(jack.page.getByRole("heading", waitlistTitle)).toBeVisible();
  const joinForm = jack.page.getByRole("form", { name: "Join Ride" });
  await expect(joinForm.getByRole("button", { name: "Join the waitlist" })).toBeVisible();
  await expect(joinForm.getByRole("button", { name: "Join Ride" })).toHaveCount(0);
  const refused = await jack.page.request.post(`/api/rides/${id}/join`, {
    data: { passengerCount: 1, dropoffLocation: "Bishan MRT" },
  });
  expect(refused.status()).toBe(409);

  // The organizer removes Ivy: the ride has a seat again.
  await page.goto(`/rides/${id}`);
  await expect(page.getByRole("list", { name: "Ride status" })).toContainText("Full");
  const passengers = await openPassengersTab(page);
  await passengers
    .getByRole("listitem", { name: "Ivy Joiner", exact: true })
    .getByRole("button", { name: "Remove Ivy Joiner" })
    .click();
  await page
    .getByRole("alertdialog", { name: "Remove Ivy Joiner?" })
    .getByRole("button", { name: "Remove Passenger" })
    .click();
  await expect(toastWith(page, "Passenger removed")).toBeVisible();
  await expect(page.getByRole("list", { name: "Ride status" })).toContainText("1/2");
  await expect(page.getByRole("list", { name: "Ride status" })).not.toContainText("Full");
  await jack.page.goto(`/rides/${id}`);
  await expect(jack.page.getByRole("heading", { name: "Join This Ride" })).toBeVisible();
  await jack.context.close();
  await ivy.dispose();
});

test("a past ride shows Past, dimmed, and cannot be joined or left", async ({
  browser,
  baseURL,
  playwright,
}) => {
  // The API refuses past dates, so the ride is made for tomorrow and the browser's clock is set
  // two days ahead: the page sees a past ride (the server, on its own clock, still lists it).
  const kim = await playwright.request.newContext({ baseURL });
  await registerViaApi(kim, { prefix: "kim", name: "Kim Organizer" });
  const { id } = await createRideViaApi(kim, { daysAhead: 1, location: "Serangoon MRT" });
  const lee = await playwright.request.newContext({ baseURL });
  await registerViaApi(lee, { prefix: "lee", name: "Lee Joiner" });
  await lee.post(`/api/rides/${id}/join`, {
    data: { passengerCount: 1, dropoffLocation: "Hougang MRT" },
  });

  const later = new Date(Date.now() + 2 * DAY_MS);
  const mia = await newUserPage(browser, baseURL, { prefix: "mia" });
  await mia.page.clock.install({ time: later });
  await mia.page.goto("/home");
  const card = rideCard(mia.page, id);
  await expect(card).toContainText("Past");
  // Dimmed by colour (not opacity, which would cut its text's contrast).
  await expect(card).toHaveAttribute("data-past", "true");
  await expect(card).toHaveCSS("border-style", "dashed");
  await expect(card.getByRole("link", { name: "Join Ride" })).toHaveCount(0);
  await mia.page.goto(`/rides/${id}`);
  await expect(mia.page.getByRole("heading", { name: "This Ride Is In The Past" })).toBeVisible();
  await expect(mia.page.getByRole("heading", { name: "Join This Ride" })).toHaveCount(0);
  await mia.page.goto(`/rides/${id}/join`);
  await expect(mia.page.getByRole("heading", { name: "This Ride Is In The Past" })).toBeVisible();
  await mia.context.close();

  // The organizer and the passenger: no Remove / Leave on a past ride; "Completed" for Lee.
  const context = await browser.newContext({ baseURL, storageState: await lee.storageState() });
  const page = await context.newPage();
  await page.clock.install({ time: later });
  await page.goto(`/rides/${id}`);
  await expect(page.getByRole("heading", { name: "This Ride Is Completed" })).toBeVisible();
  const passengers = await openPassengersTab(page);
  await expect(passengers.getByRole("listitem", { name: /Lee Joiner/ })).toBeVisible();
  await expect(passengers.getByRole("button", { name: /Leave Ride|Remove / })).toHaveCount(0);
  await context.close();
  await kim.dispose();
  await lee.dispose();
});

test("unknown rides show 'Ride Not Found' with ways on", async ({ page }) => {
  await page.goto("/rides/987654");
  await expect(page.getByRole("heading", { name: "Ride Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Available Rides" })).toHaveAttribute(
    "href",
    "/home",
  );
  await expect(page.getByRole("link", { name: "Create a New Ride" })).toHaveAttribute(
    "href",
    "/rides/create",
  );
  await page.goto("/rides/not-a-number");
  await expect(page.getByRole("heading", { name: "Ride Not Found" })).toBeVisible();

  await registerViaApi(page.request, { prefix: "lost" });
  await page.goto("/rides/987654/join");
  await expect(page.getByRole("heading", { name: "Ride Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "View Available Rides" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("home: filters, stats, tabs, visitor invitation and the vendor's assign action", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Rides", level: 1 })).toBeVisible();
  await expect(page.getByText("Total Rides")).toBeVisible();
  await expect(page.getByText("Total Users")).toBeVisible();
  // Visitors are offered a ride too, through the login screen (decision 018).
  await expect(page.getByRole("link", { name: "Offer a ride" })).toHaveAttribute(
    "href",
    "/auth?next=%2Frides%2Fcreate",
  );
  await expect(page.getByRole("link", { name: "Log in or Register" }).first()).toHaveAttribute(
    "href",
    "/auth",
  );
  const direction = page.getByRole("group", { name: "Direction" });
  await expect(direction.getByRole("radio", { name: "Both" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Any day" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Any time" })).toBeChecked();

  const nora = await registerViaApi(page.request, { prefix: "nora", name: "Nora Filter" });
  expect(nora.id).toBeGreaterThan(0);
  const east = await createRideViaApi(page.request, { daysAhead: 20, location: "Far East Plaza" });
  const west = await createRideViaApi(page.request, {
    daysAhead: 21,
    direction: "FC->SG",
    location: "Jurong East",
  });
  await page.goto("/home");
  await expect(page.getByRole("link", { name: "Offer a ride" })).toHaveAttribute(
    "href",
    "/rides/create",
  );
  await expect(rideCard(page, east.id)).toBeVisible();
  await expect(rideCard(page, west.id)).toBeVisible();
  await direction.getByText("Forest City → Singapore").click();
  await expect(rideCard(page, east.id)).toHaveCount(0);
  await expect(rideCard(page, west.id)).toBeVisible();
  await direction.getByText("Both").click();
  await expect(rideCard(page, east.id)).toBeVisible();

  // My Rides (fetched only on that tab).
  const joinedCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/rides/user/joined")) joinedCalls.push(request.url());
  });
  await page.goto("/home");
  await expect(rideCard(page, east.id)).toBeVisible();
  expect(joinedCalls).toHaveLength(0);
  await page.getByRole("tab", { name: "My Rides" }).click();
  await expect(page.getByRole("region", { name: "Rides You Organized" })).toBeVisible();
  expect(joinedCalls).toHaveLength(1);

  const newbie = await newUserPage(browser, baseURL, { prefix: "newbie" });
  await newbie.page.goto("/home?tab=my");
  await expect(newbie.page.getByText("You haven't created or joined any rides yet.")).toBeVisible();
  await newbie.context.close();

  // A vendor: no Create New Ride, an assign action instead of Join.
  const vendor = await newUserPage(browser, baseURL, vendorAccount("vendor"));
  // Only a vendor an admin has verified is offered Assign.
  await verifyVendorViaApi(baseURL, vendor.user.id);
  await vendor.page.goto("/home");
  await expect(vendor.page.getByRole("link", { name: "Offer a ride" })).toHaveCount(0);
  const vendorCard = rideCard(vendor.page, east.id);
  await expect(vendorCard.getByRole("link", { name: "Assign Ride" })).toHaveAttribute(
    "href",
    `/vendor?rideId=${east.id}`,
  );
  await expect(vendorCard.getByRole("link", { name: "Join Ride" })).toHaveCount(0);
  await vendor.context.close();
});

test("/home, a ride and its join page fit 375px, 1280px and 360px without sideways scroll", async ({
  page,
  baseURL,
  playwright,
}) => {
  const olive = await playwright.request.newContext({ baseURL });
  await registerViaApi(olive, {
    prefix: "olive",
    name: "Olive Organizer",
    whatsappNumber: "+6590001111",
  });
  const sgRide = await createRideViaApi(olive, {
    daysAhead: 2,
    location: "Tampines Mall\nTaxi stand at the side entrance",
    organizerPassengerCount: 2,
  });
  const fcRide = await createRideViaApi(olive, {
    daysAhead: 4,
    direction: "FC->SG",
    location: "Bedok Interchange",
  });
  await registerViaApi(page.request, { prefix: "pat", name: "Pat Passenger" });
  await page.request.post(`/api/rides/${fcRide.id}/join`, {
    data: { passengerCount: 2, dropoffLocation: "Paya Lebar Quarter" },
  });

  const pages: [string, () => Promise<void>][] = [
    [`/home`, async () => expect(rideCard(page, sgRide.id)).toBeVisible()],
    [
      `/rides/${fcRide.id}`,
      async () => expect(page.getByRole("region", { name: "You're in" })).toBeVisible(),
    ],
    [
      `/rides/${sgRide.id}/join`,
      async () => expect(page.locator(".leaflet-container")).toBeVisible(),
    ],
  ];
  for (const [width, height] of [
    [375, 812],
    [1280, 900],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [path, ready] of pages) {
      await page.goto(path);
      await ready();
      await expectNoSidewaysScroll(page);
    }
  }
  await olive.dispose();
});
