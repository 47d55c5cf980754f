import { describe, expect, it } from "vitest";
import { decideGroupLinkEdit, groupLinkApp } from "./group-link.ts";

describe("groupLinkApp", () => {
  it.each([
    ["https://chat.whatsapp.com/AbCdEf123", "whatsapp"],
    ["https://t.me/+AbCd_12", "telegram"],
    ["https://t.me/joinchat/AbCd", "telegram"],
    ["https://t.me/fc_riders", "telegram"],
    ["https://discord.gg/abc123", "discord"],
    ["https://discord.com/invite/abc123", "discord"],
    ["https://DISCORD.GG/abc123", "discord"],
  ])("knows %s as a %s invite", (link, app) => {
    expect(groupLinkApp(link)).toBe(app);
  });

  it.each([
    "http://chat.whatsapp.com/AbC",
    "https://chat.whatsapp.com/",
    "https://chat.whatsapp.com.evil.example/AbC",
    "https://evil.example/chat.whatsapp.com/AbC",
    "https://user:pw@discord.gg/abc",
    "https://discord.gg:8443/abc",
    "https://discord.com/channels/1/2",
    "https://t.me/a/b/c",
    "javascript:alert(1)",
    "chat.whatsapp.com/AbC",
    "",
  ])("refuses %s", (link) => {
    expect(groupLinkApp(link)).toBeNull();
  });
});

describe("decideGroupLinkEdit", () => {
  it("lets the organizer alone set the link", () => {
    expect(decideGroupLinkEdit({ creatorId: 1 }, 1).ok).toBe(true);
    expect(decideGroupLinkEdit({ creatorId: 1 }, 2)).toMatchObject({ ok: false, status: 403 });
  });
});
