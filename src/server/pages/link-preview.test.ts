import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/catalogs.ts";
import { createRide } from "../testing/rides.ts";
import { testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { ridePreview } from "./link-preview.ts";
import { WEB_ROOT } from "./web-client.ts";

const t = testAppForSuite();

describe("a ride link's preview", () => {
  it("says direction, date, seats and price in the reader's language", async () => {
    const { cookie } = await registerUser(t.app);
    const ride = await createRide(t.app, cookie, {
      date: "2031-03-07T01:30:00.000Z",
      maxPassengers: 4,
    });
    const now = new Date();
    expect(await ridePreview(translatorFor("en"), t.db, ride.id, now)).toEqual({
      title: "Singapore to Forest City · Fri, 7 Mar, 9:30 am SGT",
      description:
        "3 of 4 seats left · S$40.00 per person, S$20.00 if the car fills · FC Rideshare",
    });
    expect(await ridePreview(translatorFor("zh"), t.db, ride.id, now)).toEqual({
      title: "新加坡至森林城市 · 3月7日周五 上午9:30 SGT",
      description: "剩余 3/4 个座位 · 每人 S$40.00，坐满时每人 S$20.00 · FC Rideshare",
    });
  });

  it("is Chinese on a ride page asked for in Chinese", async () => {
    if (!existsSync(`${WEB_ROOT}/index.html`)) return; // the page needs the built client
    const { cookie } = await registerUser(t.app);
    const ride = await createRide(t.app, cookie);
    const page = await t.app.inject({
      method: "GET",
      url: `/rides/${ride.id}`,
      headers: { "accept-language": "zh-CN,zh;q=0.9,en;q=0.8" },
    });
    expect(page.body).toMatch(/<meta property="og:title" content="新加坡至森林城市 · /);
  });
});
