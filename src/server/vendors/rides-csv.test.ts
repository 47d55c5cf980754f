import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { insertPastRide, setRideDate } from "../testing/rides.ts";
import { clientOf, testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { registerVerifiedVendor } from "../testing/vendors.ts";

const t = testAppForSuite();
const get = (url: string, cookie?: string) => clientOf(t).get(url, cookie);

describe("a vendor's rides as CSV", () => {
  it("lists the vendor's rides between two Singapore days, both included", async () => {
    const vendor = await registerVerifiedVendor(t.app, t.db);
    const other = await registerVerifiedVendor(t.app, t.db);
    const organizer = await registerUser(t.app);
    const ride = async (singaporeTime: string, vendorId = vendor.user.id) => {
      const row = await insertPastRide(t.db, organizer.user.id, { vendorId });
      await setRideDate(t.db, row.id, new Date(singaporeTime));
      return row.id;
    };
    // 00:30 on the first day and 23:30 on the last, Singapore time: both in; a minute outside, out.
    await ride("2026-03-01T00:30:00+08:00");
    await ride("2026-03-31T23:30:00+08:00");
    await ride("2026-02-28T23:59:00+08:00");
    await ride("2026-04-01T00:00:00+08:00");
    await ride("2026-03-15T12:00:00+08:00", other.user.id);

    const response = await get(
      "/api/vendor/rides.csv?from=2026-03-01&to=2026-03-31",
      vendor.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    const rows = parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row["date (SGT)"])).toEqual(["2026-03-01 00:30", "2026-03-31 23:30"]);
    expect(rows[0]).toEqual({
      "date (SGT)": "2026-03-01 00:30",
      direction: "SG->FC",
      route: "Tampines Mall → Forest City",
      "quote (SGD)": "80.00",
      riders: "1",
      status: "completed",
    });
  });

  it.each([
    ["from is missing", "to=2026-03-31", "from"],
    ["to is missing", "from=2026-03-01", "to"],
    ["from is not a day", "from=2026-02-30&to=2026-03-31", "from"],
    ["to is written otherwise", "from=2026-03-01&to=31/03/2026", "to"],
    ["to is before from", "from=2026-03-31&to=2026-03-01", "to"],
  ])("answers 400 naming the field when %s", async (_, query, field) => {
    const vendor = await registerVerifiedVendor(t.app, t.db);
    const response = await get(`/api/vendor/rides.csv?${query}`, vendor.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_input", field });
  });

  it("is the vendors' only", async () => {
    const rider = await registerUser(t.app);
    const url = "/api/vendor/rides.csv?from=2026-03-01&to=2026-03-31";
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, rider.cookie)).statusCode).toBe(403);
  });
});
