import { describe, expect, it } from "vitest";
import { compareReferencesInEnglish, inEnglish } from "../i18n/english-refs.ts";
import { decidePushEndpoint } from "./push.ts";

compareReferencesInEnglish();

describe("decidePushEndpoint", () => {
  const allowed = ["http://127.0.0.1:9999", "https://push.example.org"];

  it.each([
    "https://fcm.googleapis.com/fcm/send/abc",
    "https://updates.push.services.mozilla.com/wpush/v2/abc",
    "https://eu-west.push.services.mozilla.com/wpush/v2/abc",
    "https://web.push.apple.com/QGx",
    "https://wns2-par02p.notify.windows.com/w/?token=abc",
    "http://127.0.0.1:9999/push/1",
    "https://push.example.org/a",
  ])("accepts %s", (endpoint) => {
    expect(decidePushEndpoint(endpoint, allowed).ok).toBe(true);
  });

  it.each([
    "http://fcm.googleapis.com/fcm/send/abc",
    "https://fcm.googleapis.com:8443/fcm/send/abc",
    "https://evil.example/fcm.googleapis.com",
    "https://fcm.googleapis.com.evil.example/x",
    "https://push.apple.com.evil.example/x",
    "https://user:pw@fcm.googleapis.com/x",
    "http://127.0.0.1:9998/push/1",
    "https://127.0.0.1:9999/push/1",
    "not a url",
  ])("refuses %s, naming the field", (endpoint) => {
    const decision = decidePushEndpoint(endpoint, allowed);
    expect(decision).toMatchObject({ ok: false, status: 400 });
    expect(!decision.ok && inEnglish(decision.message)).toMatch(/^endpoint: /);
  });
});
