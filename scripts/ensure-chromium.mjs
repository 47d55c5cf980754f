// Browser tests drive Debian's Chromium; install it with apt-get when it is missing.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./chromium.mjs";

if (!existsSync(CHROMIUM_PATH)) {
  console.log("Installing Debian's chromium for the browser tests...");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
}
