import { describe, expect, it } from "vitest";
import { compareReferencesInEnglish } from "../i18n/english-refs.ts";
import { translateMessage } from "../i18n/message.ts";
import { testTranslator } from "../i18n/test-translator.ts";
import {
  crc16,
  hasValidCrc,
  parseEmvTlv,
  parsePaynowName,
  parsePaynowProxy,
  paynowPayload,
  paynowProxyOf,
  paynowReference,
} from "./paynow.ts";

compareReferencesInEnglish();

// A real PayNow code (Woodbridge Hospital Charity Fund, UEN proxy, amount left to the payer),
// published as TEST_CODE_1 in daffodilistic/pyPayNowSg, tests/test_payload.py.
const PUBLISHED =
  "00020101021126400009SG.PAYNOW010120213200002150HWCF030115204000053037025802SG5923NATIONAL HEALTHCARE GRO6009Singapore6304DF3F";

// A code for a fixed amount to a mobile number with an expiry and a bill number, in the layout we
// build, as another implementation printed it (a PayNow SDK demo's captured output, found by code
// search: "Built payload: ...INV-DEMO-00163048F64").
const FIXED_AMOUNT_MOBILE =
  "00020101021226500009SG.PAYNOW010100211+659123456703010040820310916520400005303702540525.505802SG5913Demo Merchant6009Singapore62160112INV-DEMO-00163048F64";

function mobile(value: string) {
  return { type: "mobile", value } as const;
}

describe("crc16", () => {
  it("gives CRC-16/CCITT-FALSE's catalogue check value", () => {
    expect(crc16("123456789")).toBe("29B1");
  });
  it("matches the CRC of published PayNow codes", () => {
    expect(crc16(PUBLISHED.slice(0, -4))).toBe("DF3F");
    expect(hasValidCrc(PUBLISHED)).toBe(true);
    expect(hasValidCrc(FIXED_AMOUNT_MOBILE)).toBe(true);
  });
  it("catches a changed character or a missing CRC", () => {
    expect(hasValidCrc(PUBLISHED.replace("HWCF", "HWCG"))).toBe(false);
    expect(hasValidCrc(PUBLISHED.slice(0, -8))).toBe(false);
  });
});

/** What every Singapore-dollar PayNow code carries: the format, no category, SGD, Singapore. */
const SGD_PAYNOW_FIELDS = { "00": "01", "52": "0000", "53": "702", "58": "SG", "60": "Singapore" };

describe("parseEmvTlv", () => {
  it("reads the published code's fields and its PayNow template", () => {
    const fields = parseEmvTlv(PUBLISHED);
    expect(fields).toEqual({
      ...SGD_PAYNOW_FIELDS,
      "01": "11",
      "26": "0009SG.PAYNOW010120213200002150HWCF03011",
      "59": "NATIONAL HEALTHCARE GRO",
      "63": "DF3F",
    });
    expect(parseEmvTlv(fields?.["26"] ?? "")).toEqual({
      "00": "SG.PAYNOW",
      "01": "2",
      "02": "200002150HWCF",
      "03": "1",
    });
  });
  it("refuses text that is not a sequence of data objects", () => {
    expect(parseEmvTlv("000201010")).toBeNull(); // cut short
    expect(parseEmvTlv("0002010002AB")).toBeNull(); // an ID twice
    expect(parseEmvTlv("AB0201")).toBeNull();
    expect(parseEmvTlv("")).toEqual({});
  });
});

describe("paynowProxyOf", () => {
  it("reads the number or UEN a code pays", () => {
    expect(paynowProxyOf(PUBLISHED)).toBe("200002150HWCF");
    expect(paynowProxyOf(FIXED_AMOUNT_MOBILE)).toBe("+6591234567");
  });
  it("is null for a payload without a PayNow account", () => {
    expect(paynowProxyOf("000201")).toBeNull();
    expect(paynowProxyOf("not a payload")).toBeNull();
  });
});

describe("paynowPayload", () => {
  it("builds, byte for byte, the code another implementation built from the same fields", () => {
    const payload = paynowPayload({
      proxy: mobile("+6591234567"),
      recipientName: "Demo Merchant",
      amountCents: 2550,
      reference: "INV-DEMO-001",
      expiresOn: new Date("2031-09-16T15:59:59Z"), // 23:59:59 in Singapore
    });
    expect(payload).toBe(FIXED_AMOUNT_MOBILE);
  });

  it("lays a UEN proxy out as the published code does", () => {
    const payload = paynowPayload({
      proxy: { type: "uen", value: "200002150HWCF" },
      recipientName: "NATIONAL HEALTHCARE GRO",
      amountCents: 8000,
      reference: "RIDE 7 P3 JANE TAN",
    });
    const ours = parseEmvTlv(payload);
    const published = parseEmvTlv(PUBLISHED);
    for (const id of ["00", "52", "53", "58", "59", "60"]) {
      expect(ours?.[id], `field ${id}`).toBe(published?.[id]);
    }
    // Same template, but the amount is fixed: not editable.
    expect(ours?.["26"]).toBe("0009SG.PAYNOW010120213200002150HWCF03010");
  });

  it("carries the ride's amount, reference and recipient, and round-trips", () => {
    const payload = paynowPayload({
      proxy: mobile("+6598765432"),
      recipientName: "TAN AH KOW",
      amountCents: 2834,
      reference: paynowReference(12, 45, "Jane Tan"),
      expiresOn: new Date("2026-12-31T16:30:00Z"), // already 1 January in Singapore
    });
    expect(hasValidCrc(payload)).toBe(true);
    const fields = parseEmvTlv(payload);
    expect(fields).toMatchObject({
      ...SGD_PAYNOW_FIELDS,
      "01": "12",
      "54": "28.34",
      "59": "TAN AH KOW",
      "63": payload.slice(-4),
    });
    expect(parseEmvTlv(fields?.["26"] ?? "")).toEqual({
      "00": "SG.PAYNOW",
      "01": "0",
      "02": "+6598765432",
      "03": "0",
      "04": "20270101",
    });
    expect(parseEmvTlv(fields?.["62"] ?? "")).toEqual({ "01": "RIDE 12 P45 JANE TAN" });
  });

  it.each([
    [1, "0.01"],
    [8000, "80.00"],
    [123456, "1234.56"],
  ])("writes %i cents as %s", (amountCents, amount) => {
    const payload = paynowPayload({
      proxy: mobile("+6591234567"),
      recipientName: "A",
      amountCents,
      reference: "R",
    });
    expect(parseEmvTlv(payload)?.["54"]).toBe(amount);
  });

  it("throws on figures no caller should pass", () => {
    const request = {
      proxy: mobile("+6591234567"),
      recipientName: "A",
      amountCents: 100,
      reference: "R",
    };
    expect(() => paynowPayload({ ...request, amountCents: 0 })).toThrow(RangeError);
    expect(() => paynowPayload({ ...request, amountCents: 10.5 })).toThrow(RangeError);
    expect(() => paynowPayload({ ...request, recipientName: "x".repeat(26) })).toThrow(RangeError);
    expect(() => paynowPayload({ ...request, reference: "" })).toThrow(RangeError);
    expect(() => paynowPayload({ ...request, recipientName: "Zoë" })).toThrow(RangeError);
  });
});

describe("paynowReference", () => {
  it("names the ride and the passenger in letters, digits and spaces, at most 25", () => {
    expect(paynowReference(12, 45, "Jane Tan")).toBe("RIDE 12 P45 JANE TAN");
    expect(paynowReference(12, 45, "  Zoë  O'Brien-Lim ")).toBe("RIDE 12 P45 ZOE OBRIENLIM");
    expect(paynowReference(3, 7, "Maximilian Alexander Tan")).toBe("RIDE 3 P7 MAXIMILIAN ALEX");
    expect(paynowReference(3, 7, "陈")).toBe("RIDE 3 P7");
  });
});

const english = testTranslator("en");

describe("parsePaynowProxy", () => {
  it.each([
    ["+6591234567", "mobile", "+6591234567"],
    ["+65 8123 4567", "mobile", "+6581234567"],
    ["91234567", "mobile", "+6591234567"],
    ["65-9123-4567", "mobile", "+6591234567"],
    ["53012345D", "uen", "53012345D"], // business
    ["201912345k", "uen", "201912345K"], // local company, typed in lower case
    ["T09LL0001B", "uen", "T09LL0001B"], // other entity
    ["200002150HWCF", "uen", "200002150HWCF"], // with a bank's suffix (the published code's)
    ["T12MC3456K001", "uen", "T12MC3456K001"],
  ])("accepts %s as a %s proxy", (input, type, value) => {
    expect(parsePaynowProxy(input)).toEqual({ ok: true, proxy: { type, value } });
  });

  it.each([
    "",
    "61234567", // a landline
    "+6591234", // too short
    "+60123456789", // a Malaysian number
    "+65912345678",
    "1234567A", // 7 digits
    "A1234567B",
    "T09L00001B",
    "200002150HW", // a 2-character suffix
  ])("refuses %j, naming the field", (input) => {
    const refusal = parsePaynowProxy(input);
    expect(refusal).toMatchObject({ ok: false, reason: "bad-paynow-proxy", status: 400 });
    expect(refusal.ok ? null : translateMessage(english, refusal.message)).toBe(
      "PayNow mobile number or UEN must be a Singapore mobile number (+65 then 8 digits starting with 8 or 9) or a UEN",
    );
  });
});

describe("parsePaynowName", () => {
  it("trims and folds spaces", () => {
    expect(parsePaynowName("  Tan  Ah Kow ")).toEqual({ ok: true, name: "Tan Ah Kow" });
  });
  it.each([
    ["   ", "PayNow name is required"],
    ["x".repeat(26), "PayNow name must be at most 25 characters"],
    ["陈大文", "PayNow name must use only English letters, digits and common punctuation"],
  ])("refuses %j: %s", (input, message) => {
    const refusal = parsePaynowName(input);
    expect(refusal).toMatchObject({ ok: false, status: 400 });
    expect(refusal.ok ? null : translateMessage(english, refusal.message)).toBe(message);
  });
});
