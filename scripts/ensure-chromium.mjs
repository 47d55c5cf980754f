// Browser tests drive Debian's Chromium and its headless shell; install them with apt-get when
// missing, with a font that has Chinese characters (the tests and screenshots read the app in
// 简体中文 too).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./chromium.mjs";

const CJK_FONT = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";
const missing = [
  [CHROMIUM_PATH, "chromium"],
  [HEADLESS_SHELL_PATH, "chromium-headless-shell"],
  [CJK_FONT, "fonts-wqy-microhei"],
].filter(([path]) => !existsSync(path));

if (missing.length > 0) {
  const packages = missing.map(([, name]) => name).join(" ");
  console.log(`Installing Debian's ${packages} for the browser tests...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
    { stdio: "inherit" },
  );
}
