import { describe, expect, it } from "vitest";
import { loadConfig, WRITE_LIMIT_DEFAULTS } from "./config.ts";

describe("loadConfig", () => {
  it("starts a fresh clone with no variable set", () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 5000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      RATE_LIMIT_PER_MINUTE: 20,
      TRUST_PROXY: false,
      PUSH_ALLOWED_ORIGINS: [],
      WRITE_LIMITS: WRITE_LIMIT_DEFAULTS,
    });
    expect(loadConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(loadConfig({ WRITE_LIMITS: "*=1000, create=5" }).WRITE_LIMITS).toEqual(
      Object.fromEntries(
        Object.keys(WRITE_LIMIT_DEFAULTS).map((kind) => [kind, kind === "create" ? 5 : 1000]),
      ),
    );
  });

  it("reads the variables it knows", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://app@db.internal:5432/rides",
      PUBLIC_URL: "https://rides.example.sg",
      PUSH_ALLOWED_ORIGINS: "https://push.example.org, http://127.0.0.1:8080/",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: "postgres://app@db.internal:5432/rides",
      PUBLIC_URL: "https://rides.example.sg",
      PUSH_ALLOWED_ORIGINS: ["https://push.example.org", "http://127.0.0.1:8080"],
    });
  });

  it.each([
    [{ PORT: "eighty" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: "not a url" }, /DATABASE_URL/],
    [{ RATE_LIMIT_PER_MINUTE: "0" }, /RATE_LIMIT_PER_MINUTE/],
    [{ WRITE_LIMITS: "create=0" }, /WRITE_LIMITS/],
    [{ WRITE_LIMITS: "flood=5" }, /WRITE_LIMITS/],
    [{ WRITE_LIMITS: "join" }, /WRITE_LIMITS/],
    [{ TRUST_PROXY: "maybe" }, /TRUST_PROXY/],
    [{ PUSH_ALLOWED_ORIGINS: "https://push.example.org/send" }, /PUSH_ALLOWED_ORIGINS/],
    [{ PUSH_ALLOWED_ORIGINS: "ftp://push.example.org" }, /PUSH_ALLOWED_ORIGINS/],
  ])("stops on %j with a message naming the variable", (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
