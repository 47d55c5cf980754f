import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("starts a fresh clone with no variable set", () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 5000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      RATE_LIMIT_PER_MINUTE: 20,
      TRUST_PROXY: false,
      PUSH_ALLOWED_ORIGINS: [],
    });
    expect(loadConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
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
    [{ TRUST_PROXY: "maybe" }, /TRUST_PROXY/],
    [{ PUSH_ALLOWED_ORIGINS: "https://push.example.org/send" }, /PUSH_ALLOWED_ORIGINS/],
    [{ PUSH_ALLOWED_ORIGINS: "ftp://push.example.org" }, /PUSH_ALLOWED_ORIGINS/],
  ])("stops on %j with a message naming the variable", (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
