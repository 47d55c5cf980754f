// The README's screenshots, taken from the seeded demo on a throwaway embedded database:
//   npm run screenshots   (under tsx: it starts the app with bench/app-process.ts)
// Builds the client if it is stale, seeds a temporary DATA_DIR, starts the app on a free
// 127.0.0.1 port, logs in as a demo rider and saves docs/screenshots/readme-*.png with Debian's
// Chromium. Every request that is not to 127.0.0.1 (map tiles included) is aborted.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { startApp } from "../bench/app-process.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const OUT_DIR = "docs/screenshots";
const DEMO_USER = { discordUsername: "weiling", password: "rideshare-demo" };
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

/** A browser context that never leaves this machine, logged in as the demo rider if asked. */
async function newContext(browser, baseURL, device, { loggedIn }) {
  const context = await browser.newContext({ ...device, baseURL, colorScheme: "light" });
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort("internetdisconnected"),
  );
  if (loggedIn) {
    const response = await context.request.post("/api/login", { data: DEMO_USER });
    if (!response.ok()) throw new Error(`Demo login failed: ${response.status()}`);
  }
  return context;
}

/** Opens `path`, waits for `ready` and for spinners to go, then saves the viewport. */
async function shoot(context, path, ready, file) {
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole("heading", { name: ready }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="status"] .animate-spin'));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(OUT_DIR, file) });
  console.log(`  ${join(OUT_DIR, file)}`);
  await page.close();
}

async function main() {
  execFileSync(process.execPath, ["scripts/build-if-needed.mjs"], { stdio: "inherit" });
  const dataDir = mkdtempSync(join(tmpdir(), "fcr-screenshots-"));
  // Always the throwaway embedded database.
  delete process.env.DATABASE_URL;
  const env = { DATA_DIR: dataDir };
  let app;
  let browser;
  try {
    execFileSync(process.execPath, ["--import", "tsx", "src/server/seed.ts"], {
      env: { ...process.env, ...env, LOG_LEVEL: "warn" },
      stdio: "inherit",
    });
    app = await startApp(env);
    const baseURL = app.url;

    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });

    // The rides to show: Wei Ling's own Forest City -> Singapore ride (driver assigned, drop-off
    // order locked) and an upcoming Singapore -> Forest City ride she can join.
    const probe = await newContext(browser, baseURL, DESKTOP, { loggedIn: true });
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
    const phone = await newContext(browser, baseURL, PHONE, { loggedIn: true });
    await shoot(phone, "/home", /^Rides$/, "readme-phone-home.png");
    await shoot(phone, `/rides/${own.id}`, "Forest City to Singapore", "readme-phone-ride.png");
    await shoot(phone, `/rides/${joinable.id}/join`, "Join Ride", "readme-phone-join.png");
    await phone.close();

    const desktop = await newContext(browser, baseURL, DESKTOP, { loggedIn: true });
    await shoot(desktop, "/home", /^Rides$/, "readme-desktop-home.png");
    await shoot(desktop, `/rides/${own.id}`, "Forest City to Singapore", "readme-desktop-ride.png");
    await desktop.close();
  } finally {
    await browser?.close();
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
