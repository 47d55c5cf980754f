// Every picture in docs/screenshots, taken from the seeded demo on a throwaway embedded database:
//   npm run screenshots   (under tsx: it starts the app with the test kit, src/server/testing)
// Builds the client if it is stale, seeds a temporary DATA_DIR, starts the app on a free
// 127.0.0.1 port and saves, with Debian's Chromium: the README's readme-*.png (viewport, phone
// and desktop) and the page reviews auth-, profile-, home-, ride-, join-, vendor- and guide-
// {375,1280}.png (full page). Only this script writes them: `npm test` leaves them alone.
// Every request that is not to 127.0.0.1 (map tiles included) is aborted.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { startChildServer } from "../src/server/testing/child-server.ts";
import { scratchDatabase } from "../src/server/testing/scratch-database.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const OUT_DIR = "docs/screenshots";
const DEMO_USER = { discordUsername: "weiling", password: "rideshare-demo" };
const DEMO_VENDOR = { discordUsername: "johor_express", password: "rideshare-demo" };
const REVIEW_WIDTHS = [375, 1280];
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

/** A browser context that never leaves this machine, logged in as `as` (a demo account) if given. */
async function newContext(browser, baseURL, device, as) {
  const context = await browser.newContext({ ...device, baseURL, colorScheme: "light" });
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort("internetdisconnected"),
  );
  if (as) {
    const response = await context.request.post("/api/login", { data: as });
    if (!response.ok()) throw new Error(`Demo login failed: ${response.status()}`);
  }
  return context;
}

/** Waits for `ready` (a heading's name, or a function of the page) and for spinners to go. */
async function settle(page, ready) {
  if (typeof ready === "function") await ready(page);
  else await page.getByRole("heading", { name: ready }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="status"] .animate-spin'));
  // A signed-in reader's bell loads after the page: wait for it, so the top bar is as riders see it.
  const signedIn = await page.evaluate(async () => (await fetch("/api/auth/me")).ok);
  if (signedIn) await page.getByTestId("notification-bell").waitFor();
  await page.evaluate(() => document.fonts.ready);
}

async function save(page, file, fullPage) {
  await page.screenshot({ path: join(OUT_DIR, file), fullPage });
  console.log(`  ${join(OUT_DIR, file)}`);
}

/** Opens `path`, waits until it is ready, then saves the viewport. */
async function shoot(context, path, ready, file) {
  const page = await context.newPage();
  await page.goto(path);
  await settle(page, ready);
  await save(page, file, false);
  await page.close();
}

/**
 * The page reviews: each shot at 375 and 1280 px wide, the whole page, as `<name>-<width>.png`.
 * A shot is [name, path, ready, height at 375, height at 1280, before] (`before` prepares the
 * page once it is ready, e.g. submits an empty form).
 */
async function shootWidths(context, shots) {
  const page = await context.newPage();
  for (const width of REVIEW_WIDTHS) {
    for (const [name, path, ready, phoneHeight, desktopHeight, before] of shots) {
      await page.setViewportSize({ width, height: width < 768 ? phoneHeight : desktopHeight });
      await page.goto(path);
      await settle(page, ready);
      await before?.(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await save(page, `${name}-${width}.png`, true);
    }
  }
  await page.close();
}

async function main() {
  execFileSync(process.execPath, ["scripts/build-if-needed.mjs"], { stdio: "inherit" });
  // Always the throwaway embedded database.
  const database = await scratchDatabase({ kind: "pglite" });
  let app;
  let browser;
  try {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    execFileSync(process.execPath, ["--import", "tsx", "src/server/seed.ts"], {
      env: { ...env, ...database.env, LOG_LEVEL: "warn" },
      stdio: "inherit",
    });
    app = await startChildServer({ env: database.env });
    const baseURL = app.url;

    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });

    // The rides to show: Wei Ling's own Forest City -> Singapore ride (driver assigned, drop-off
    // order locked) and an upcoming Singapore -> Forest City ride she can join.
    const probe = await newContext(browser, baseURL, DESKTOP, DEMO_USER);
    const mine = await (await probe.request.get("/api/rides/user/joined")).json();
    const own = mine.find((ride) => ride.creator?.discordUsername === DEMO_USER.discordUsername);
    const all = await (await probe.request.get("/api/rides?time=upcoming&sort=dateAsc")).json();
    const joinable = all.find(
      (ride) =>
        ride.direction === "SG->FC" &&
        ride.creator?.discordUsername !== DEMO_USER.discordUsername &&
        ride.currentPassengers < ride.maxPassengers &&
        !mine.some((joined) => joined.id === ride.id),
    );
    await probe.close();
    if (!own || !joinable) throw new Error("The seeded demo rides were not found");

    mkdirSync(OUT_DIR, { recursive: true });
    console.log("Screenshots:");
    const phone = await newContext(browser, baseURL, PHONE, DEMO_USER);
    await shoot(phone, "/home", /^Rides$/, "readme-phone-home.png");
    await shoot(phone, `/rides/${own.id}`, "Forest City to Singapore", "readme-phone-ride.png");
    await shoot(phone, `/rides/${joinable.id}/join`, "Join Ride", "readme-phone-join.png");
    await phone.close();

    // A ride and the list as riders whose phones ask for Chinese and for Malay see them.
    const pageTitle = (page) => page.getByRole("heading", { level: 1 }).waitFor();
    for (const [locale, path, file] of [
      ["zh-CN", `/rides/${own.id}`, "readme-phone-ride-zh.png"],
      ["ms-MY", "/home", "readme-phone-home-ms.png"],
    ]) {
      const reader = await newContext(browser, baseURL, { ...PHONE, locale }, DEMO_USER);
      await shoot(reader, path, pageTitle, file);
      await reader.close();
    }

    const desktop = await newContext(browser, baseURL, DESKTOP, DEMO_USER);
    await shoot(desktop, "/home", /^Rides$/, "readme-desktop-home.png");
    await shoot(desktop, `/rides/${own.id}`, "Forest City to Singapore", "readme-desktop-ride.png");
    await desktop.close();

    const visitor = await newContext(browser, baseURL, {});
    await shootWidths(visitor, [
      [
        "auth",
        "/auth",
        "Welcome to FC Rideshare",
        812,
        900,
        async (page) => {
          // The register form with its messages showing.
          await page.getByRole("tab", { name: "Register" }).click();
          await page.getByRole("button", { name: "Register", exact: true }).click();
          await page.getByRole("form", { name: "Register" }).getByRole("alert").waitFor();
        },
      ],
      ["guide", "/guide", "Travel Guide", 900, 900],
    ]);
    await visitor.close();

    const rider = await newContext(browser, baseURL, {}, DEMO_USER);
    await shootWidths(rider, [
      [
        "profile",
        "/profile",
        (page) => page.getByRole("region", { name: "Password Settings" }).waitFor(),
        812,
        900,
      ],
      ["home", "/home", /^Rides$/, 812, 900],
      ["ride", `/rides/${own.id}`, "Forest City to Singapore", 812, 900],
      [
        "join",
        `/rides/${joinable.id}/join`,
        (page) => page.locator(".leaflet-container").waitFor(),
        812,
        900,
      ],
    ]);
    await rider.close();

    const vendor = await newContext(browser, baseURL, {}, DEMO_VENDOR);
    await shootWidths(vendor, [
      [
        "vendor",
        `/vendor?rideId=${joinable.id}`,
        (page) => page.locator(`article[data-ride-id="${joinable.id}"]`).waitFor(),
        900,
        900,
      ],
    ]);
    await vendor.close();
  } finally {
    await browser?.close();
    await app?.stop();
    await database.drop();
  }
}

await main();
