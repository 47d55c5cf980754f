// PayNow: the SGQR (EMVCo merchant-presented) string a banking app scans to pay an organizer, and
// the checks on the PayNow proxy and name an organizer gives. Field layout: EMVCo QR Code
// Specification for Payment Systems, Merchant-Presented Mode, with PayNow's template under ID 26
// (as the open-source generators ThunderQuoteTeam/PaynowQR and daffodilistic/pyPayNowSg lay it out).

import { messageRef } from "../i18n/message.ts";
import { withoutBidiControls } from "../shared/bidi.ts";
import { TIME_ZONE } from "../shared/constants.ts";
import { type Refusal, refuse } from "../shared/decision.ts";

/** EMVCo caps the merchant name (ID 59) and the bill number (ID 62-01) at 25 characters. */
export const MAX_PAYNOW_TEXT = 25;

export type PaynowProxy = { type: "mobile" | "uen"; value: string };

const PROXY_TYPE_CODES: Record<PaynowProxy["type"], string> = { mobile: "0", uen: "2" };

export const PAYNOW_PROXY_MESSAGE = messageRef("error.paynow_proxy");

// A Singapore mobile number, with or without +65.
const MOBILE = /^(?:\+?65)?([89]\d{7})$/;
// ACRA's UEN formats: nnnnnnnnX (businesses), yyyynnnnnX (local companies), TyyPQnnnnX (other
// entities, T/S/R for the century), each optionally followed by the 3-character suffix banks add
// to tell a UEN's PayNow accounts apart (e.g. 200002150H + WCF).
const UEN = /^(?:\d{8}[A-Z]|\d{9}[A-Z]|[RST]\d{2}[A-Z]{2}\d{4}[A-Z])(?:[A-Z0-9]{3})?$/;

/** A PayNow proxy as typed (spaces and dashes allowed), normalised: "+6591234567" or the UEN. */
export function parsePaynowProxy(
  input: string,
): { ok: true; proxy: PaynowProxy } | Refusal<"bad-paynow-proxy"> {
  const compact = input.replace(/[\s-]/g, "").toUpperCase();
  const mobile = MOBILE.exec(compact);
  if (mobile) return { ok: true, proxy: { type: "mobile", value: `+65${mobile[1]}` } };
  if (UEN.test(compact)) return { ok: true, proxy: { type: "uen", value: compact } };
  return refuse("bad-paynow-proxy", 400, PAYNOW_PROXY_MESSAGE);
}

// EMVCo's common character set: printable ASCII.
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** The name the payer's bank shows for the proxy, as it goes into the QR (ID 59). */
export function parsePaynowName(
  input: string,
): { ok: true; name: string } | Refusal<"bad-paynow-name"> {
  const name = withoutBidiControls(input).trim().replace(/\s+/g, " ");
  if (name === "") return refuse("bad-paynow-name", 400, messageRef("error.paynow_name_required"));
  if (name.length > MAX_PAYNOW_TEXT) {
    return refuse(
      "bad-paynow-name",
      400,
      messageRef("error.paynow_name_too_long", { max: MAX_PAYNOW_TEXT }),
    );
  }
  if (!PRINTABLE_ASCII.test(name)) {
    return refuse("bad-paynow-name", 400, messageRef("error.paynow_name_ascii"));
  }
  return { ok: true, name };
}

/**
 * The payment's reference (ID 62-01), naming the ride and the passenger: "RIDE 12 P45 JANE TAN".
 * Letters, digits and spaces only, as every bank shows them; the name is cut to fit 25 characters.
 */
export function paynowReference(
  rideId: number,
  passengerId: number,
  passengerName: string,
): string {
  const name = passengerName
    .normalize("NFD")
    .replace(/[^A-Za-z0-9 ]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase();
  return `RIDE ${rideId} P${passengerId} ${name}`.slice(0, MAX_PAYNOW_TEXT).trim();
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as 4 upper-case hex digits: EMVCo's ID 63. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** One EMVCo data object: two-digit ID, two-digit length, value. */
function tlv(id: string, value: string): string {
  if (value.length > 99 || !PRINTABLE_ASCII.test(value)) {
    throw new RangeError(`EMVCo field ${id} cannot hold ${JSON.stringify(value)}`);
  }
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

function checkText(label: string, value: string): void {
  if (value === "" || value.length > MAX_PAYNOW_TEXT) {
    throw new RangeError(`Unvalidated PayNow ${label}: ${JSON.stringify(value)}`);
  }
}

/** YYYYMMDD of a day in Singapore. */
function singaporeDay(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
  return parts.replaceAll("-", "");
}

export type PaynowRequest = {
  proxy: PaynowProxy;
  /** From parsePaynowName. */
  recipientName: string;
  amountCents: number;
  /** From paynowReference. */
  reference: string;
  /** Last day (Singapore) a bank accepts the code; none when omitted. */
  expiresOn?: Date;
};

/** The SGQR string for paying `amountCents` to the proxy; the payer cannot edit the amount. */
export function paynowPayload(request: PaynowRequest): string {
  const { proxy, recipientName, amountCents, reference, expiresOn } = request;
  if (!Number.isInteger(amountCents) || amountCents < 1) {
    throw new RangeError(`Bad PayNow amount: ${amountCents} cents`);
  }
  checkText("name", recipientName);
  checkText("reference", reference);
  const amount = `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, "0")}`;
  const account = [
    tlv("00", "SG.PAYNOW"),
    tlv("01", PROXY_TYPE_CODES[proxy.type]),
    tlv("02", proxy.value),
    tlv("03", "0"), // amount not editable
    expiresOn ? tlv("04", singaporeDay(expiresOn)) : "",
  ].join("");
  const body = [
    tlv("00", "01"), // payload format indicator
    tlv("01", "12"), // dynamic: for this one payment
    tlv("26", account),
    tlv("52", "0000"), // merchant category: none
    tlv("53", "702"), // SGD
    tlv("54", amount),
    tlv("58", "SG"),
    tlv("59", recipientName),
    tlv("60", "Singapore"),
    tlv("62", tlv("01", reference)),
  ].join("");
  // The CRC covers everything before it, its own ID and length ("6304") included.
  return `${body}6304${crc16(`${body}6304`)}`;
}

/**
 * The data objects of one EMVCo level, by ID (parse a template's value again for its own), or
 * null when the text is not a well-formed sequence of them.
 */
export function parseEmvTlv(payload: string): Record<string, string> | null {
  const fields: Record<string, string> = {};
  let at = 0;
  while (at < payload.length) {
    const header = payload.slice(at, at + 4);
    if (!/^\d{4}$/.test(header)) return null;
    const id = header.slice(0, 2);
    const length = Number(header.slice(2));
    const value = payload.slice(at + 4, at + 4 + length);
    if (value.length !== length || id in fields) return null;
    fields[id] = value;
    at += 4 + length;
  }
  return fields;
}

/** Whether a payload (say, one scanned back) ends in the CRC of everything before it. */
export function hasValidCrc(payload: string): boolean {
  const body = payload.slice(0, -4);
  return body.endsWith("6304") && crc16(body) === payload.slice(-4);
}

/**
 * The PayNow number or UEN a payload pays (ID 26, its ID 02), for a payer who types it into their
 * banking app instead of scanning; null when the payload holds none.
 */
export function paynowProxyOf(payload: string): string | null {
  const account = parseEmvTlv(payload)?.["26"];
  if (account === undefined) return null;
  return parseEmvTlv(account)?.["02"] ?? null;
}
