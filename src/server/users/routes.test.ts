import { describe, expect, it } from "vitest";
import { injectAs } from "../testing/security-world.ts";
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
