import { describe, expect, it } from "vitest";
import { injectAs, insertPerson } from "../testing/security-world.ts";
import { testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";

const t = testAppForSuite();

const patch = (id: number, cookie: string, payload: unknown) =>
  injectAs(t.app, cookie, { method: "PATCH", url: `/api/users/${id}`, payload: payload as object });

describe("PATCH /api/users/{id}", () => {
  it("changes only the fields it is sent: the others stay", async () => {
    const { user, cookie } = await registerUser(t.app, {
      name: "Amelia Tan",
      whatsappNumber: "+6591234501",
      malaysianNumber: "+60123456701",
      revolutUsername: "amelia",
    });
    const response = await patch(user.id, cookie, { revolutUsername: "amelia_t" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: "Amelia Tan",
      whatsappNumber: "+6591234501",
      malaysianNumber: "+60123456701",
      revolutUsername: "amelia_t",
    });
    const empty = await patch(user.id, cookie, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ name: "Amelia Tan", revolutUsername: "amelia_t" });
  });

  it("clears a field sent as null or as empty text", async () => {
    const { user, cookie } = await registerUser(t.app, {
      name: "Raj Kumar",
      whatsappNumber: "+6591234502",
      malaysianNumber: "+60123456702",
    });
    const response = await patch(user.id, cookie, { malaysianNumber: null, name: "  " });
    expect(response.json()).toMatchObject({
      name: null,
      malaysianNumber: null,
      whatsappNumber: "+6591234502",
    });
    const me = await injectAs(t.app, cookie, { method: "GET", url: "/api/auth/me" });
    expect(me.json()).toMatchObject({ name: null, whatsappNumber: "+6591234502" });
  });

  it("refuses a field of the wrong type, naming it, and changes nothing", async () => {
    const { user, cookie } = await registerUser(t.app, { name: "Wei Ling" });
    const response = await patch(user.id, cookie, { name: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^name: /);
    const me = await injectAs(t.app, cookie, { method: "GET", url: "/api/auth/me" });
    expect(me.json().name).toBe("Wei Ling");
  });
});

describe("the account's language", () => {
  it("is the one registered with, changes with PATCH, and refuses a language it does not know", async () => {
    const { user, cookie } = await registerUser(t.app, { language: "zh" });
    const me = () => injectAs(t.app, cookie, { method: "GET", url: "/api/auth/me" });
    expect((await me()).json().language).toBe("zh");

    const changed = await patch(user.id, cookie, { language: "ms" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().language).toBe("ms");
    expect((await me()).json().language).toBe("ms");

    const unknown = await patch(user.id, cookie, { language: "fr" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^language: /);
    expect((await me()).json().language).toBe("ms");
  });
});

describe("the arrival cards a rider needs", () => {
  it("are none at first, kept in order, read back, and cleared by an empty list", async () => {
    const { user, cookie } = await registerUser(t.app);
    const me = async () =>
      (await injectAs(t.app, cookie, { method: "GET", url: "/api/auth/me" })).json();
    expect((await me()).arrivalCards).toEqual([]);

    const both = await patch(user.id, cookie, { arrivalCards: ["sgac", "mdac"] });
    expect(both.statusCode).toBe(200);
    expect(both.json().arrivalCards).toEqual(["mdac", "sgac"]);
    // Another field's change leaves them as they are.
    await patch(user.id, cookie, { name: "Mei" });
    expect((await me()).arrivalCards).toEqual(["mdac", "sgac"]);

    expect((await patch(user.id, cookie, { arrivalCards: [] })).json().arrivalCards).toEqual([]);
    expect((await me()).arrivalCards).toEqual([]);
  });

  it.each([
    ["a card it does not know", ["mdac", "eta"]],
    ["not a list", "mdac"],
    ["too many", ["mdac", "sgac", "mdac"]],
  ])("refuses %s, naming the field, and changes nothing", async (_what, arrivalCards) => {
    const { user, cookie } = await registerUser(t.app, { name: "Mei" });
    await patch(user.id, cookie, { arrivalCards: ["sgac"] });
    const refused = await patch(user.id, cookie, { arrivalCards, name: "Changed" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^arrivalCards/);
    const me = await injectAs(t.app, cookie, { method: "GET", url: "/api/auth/me" });
    expect(me.json()).toMatchObject({ arrivalCards: ["sgac"], name: "Mei" });
  });
});

describe("an admin editing someone else's account", () => {
  const trail = (cookie: string | null) =>
    injectAs(t.app, cookie, { method: "GET", url: "/api/admin/account-changes" });
  const inbox = async (cookie: string) =>
    (await injectAs(t.app, cookie, { method: "GET", url: "/api/notifications" })).json().items;

  it("is recorded with who, what and when, shown to admins, and the owner told of payment details", async () => {
    const owner = await registerUser(t.app, { name: "Siti", revolutUsername: "siti" });
    const admin = await insertPerson(t.db, "trail_admin", { isAdmin: true });
    const before = Date.now();
    const edited = await patch(owner.user.id, admin.cookie, {
      paynowProxy: "91234567",
      revolutUsername: "mallory",
      name: "Siti",
    });
    expect(edited.statusCode).toBe(200);

    const response = await trail(admin.cookie);
    expect(response.statusCode).toBe(200);
    const [change] = response.json();
    expect(change).toEqual({
      id: expect.any(Number),
      account: { id: owner.user.id, discordUsername: owner.user.discordUsername },
      admin: { id: admin.id, discordUsername: admin.discordUsername },
      // The name was sent unchanged: not a change.
      changes: {
        paynowProxy: { from: null, to: "+6591234567" },
        revolutUsername: { from: "siti", to: "mallory" },
      },
      createdAt: expect.any(String),
    });
    expect(Date.parse(change.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    expect(await inbox(owner.cookie)).toEqual([
      expect.objectContaining({
        type: "payment_details_changed",
        read: false,
        text: `An administrator (${admin.discordUsername}) changed your payment details: PayNow Mobile Number or UEN and Revolut Username. Check them on your profile.`,
      }),
    ]);
  });

  it("records a change of other fields without a notice, and nothing for the owner's own edits", async () => {
    const owner = await registerUser(t.app, { name: "Ahmad" });
    const admin = await insertPerson(t.db, "trail_admin2", { isAdmin: true });
    expect((await patch(owner.user.id, admin.cookie, { name: "Ahmad B" })).statusCode).toBe(200);
    expect((await patch(owner.user.id, owner.cookie, { paynowProxy: "91234568" })).statusCode).toBe(
      200,
    );
    const mine = (await trail(admin.cookie))
      .json()
      .filter((row: { account: { id: number } }) => row.account.id === owner.user.id);
    expect(mine.map((row: { changes: object }) => row.changes)).toEqual([
      { name: { from: "Ahmad", to: "Ahmad B" } },
    ]);
    expect(await inbox(owner.cookie)).toEqual([]);
  });

  it("is shown to admins only", async () => {
    const rider = await registerUser(t.app);
    expect((await trail(null)).statusCode).toBe(401);
    expect((await trail(rider.cookie)).statusCode).toBe(403);
  });
});
