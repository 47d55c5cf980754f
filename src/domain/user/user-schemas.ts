import { z } from "zod";
import { REGISTRATIONS } from "../carriage/carriage.ts";
// The zod schemas of accounts: registration, login, profile and password forms, the public user.
import { LOCALES } from "../i18n/locales.ts";
import { messageRef } from "../i18n/message.ts";
import { parsePaynowName, parsePaynowProxy } from "../payment/paynow.ts";
import { LICENCE_TYPES, PLATE_MAX_LENGTH } from "../rating/licence.ts";
import { isDayKey } from "../ride/ride-search.ts";
import { withoutBidiControls } from "../shared/bidi.ts";
import { MAX_PASSWORD_LENGTH, MAX_SHORT_TEXT, MIN_PASSWORD_LENGTH } from "../shared/constants.ts";
import { ARRIVAL_CARDS, orderedCards } from "../trip/arrival-cards.ts";

export const driverDetailsSchema = z.object({
  name: z.string(),
  contact: z.string(),
  carNumber: z.string(),
});
export type DriverDetails = z.infer<typeof driverDetailsSchema>;

/** A user as the API shows it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  discordUsername: z.string(),
  name: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  malaysianNumber: z.string().nullable(),
  revolutUsername: z.string().nullable(),
  /** The user's own PayNow details: only ever sent to the user themself (and admins). */
  paynowProxy: z.string().nullable(),
  paynowName: z.string().nullable(),
  isVendor: z.boolean(),
  /** A vendor an admin has verified (and not revoked); false for everyone else. */
  vendorVerified: z.boolean(),
  companyName: z.string().nullable(),
  driverDetails: driverDetailsSchema.nullable(),
  isAdmin: z.boolean(),
  /** The account is linked to the Discord account of its name (signed in with it): decision 031. */
  discordVerified: z.boolean(),
  /** The language the user picked: the app, notifications and reminders use it; null: not yet. */
  language: z.enum(LOCALES).nullable(),
  /** The arrival cards the user must file to enter each country (issue 37): [] for none. */
  arrivalCards: z.array(z.enum(ARRIVAL_CARDS)),
  /**
   * A vendor's own vehicle as its verification recorded it (issue 37), so its dashboard can say
   * which rides its licence may take; null for everyone else. Like PayNow, only the user themself
   * (and admins) read it.
   */
  vehicle: z
    .object({
      licenceType: z.enum(LICENCE_TYPES).nullable(),
      registration: z.enum(REGISTRATIONS).nullable(),
      permitExpires: z.string().nullable(),
    })
    .nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A vendor account as the admins' list shows it: who it is, and since when it is verified. */
export const adminVendorSchema = publicUserSchema.extend({
  vendorVerifiedAt: z.iso.datetime().nullable(),
  /** The licence the verifying admin recorded; null while not verified. */
  licenceType: z.enum(LICENCE_TYPES).nullable(),
  licenceNumber: z.string().nullable(),
  /** The vehicle the permit is for (issue 37); null until recorded. */
  registration: z.enum(REGISTRATIONS).nullable(),
  permitExpires: z.string().nullable().describe("The permit's last valid day, YYYY-MM-DD"),
  plate: z.string().nullable(),
  /** Verified before the permit was recorded: listed for re-verification, takes no ride. */
  needsReverification: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;

export const messageSchema = z.object({ message: z.string() });

/** `GET /api/admin/account-changes`: an admin's edit of someone else's account. */
export const accountChangeSchema = z.object({
  id: z.number(),
  account: z.object({ id: z.number(), discordUsername: z.string() }),
  /** The admin who made it; null once their account is gone. */
  admin: z.object({ id: z.number(), discordUsername: z.string() }).nullable(),
  /** Each field changed, with its value before and after (null: empty). */
  changes: z.record(
    z.string(),
    z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  ),
  createdAt: z.iso.datetime(),
});
export type AccountChange = z.infer<typeof accountChangeSchema>;

/** Optional free text: surrounding spaces trimmed, empty stored as null. */
const optionalText = (max = MAX_SHORT_TEXT) =>
  z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .max(max, messageRef("form.text.too_long", { max }))
    .nullish()
    .transform((value) => (value ? value : null));

// Characters that show nothing or turn the text around: zero-width spaces and joiners, soft
// hyphens, direction marks and overrides, other format and control characters.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const ALLOWED = /^[\p{L}\p{M}0-9._-]+$/u;
// Scripts whose letters can pass for another's (Cyrillic "а" for Latin "a"): a name keeps to
// one. Japanese and Korean names mix their own scripts with Han, so those count as one.
const SCRIPTS: [string, RegExp][] = [
  ["Latin", /\p{Script=Latin}/u],
  ["Greek", /\p{Script=Greek}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Armenian", /\p{Script=Armenian}/u],
  ["Georgian", /\p{Script=Georgian}/u],
  ["Cherokee", /\p{Script=Cherokee}/u],
  ["Hebrew", /\p{Script=Hebrew}/u],
  ["Arabic", /\p{Script=Arabic}/u],
  ["Thai", /\p{Script=Thai}/u],
  ["Devanagari", /\p{Script=Devanagari}/u],
  ["Tamil", /\p{Script=Tamil}/u],
  [
    "CJK",
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u,
  ],
];
const scriptOf = (letter: string) =>
  SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0] ?? "other";

/** Why a new username (already NFKC-normalised) could pass for another one, or null. */
export function usernameLookAlikeProblem(name: string): string | null {
  if (INVISIBLE.test(name)) return messageRef("form.user.username_invisible");
  if (!ALLOWED.test(name)) return messageRef("form.user.username_characters");
  const scripts = new Set([...name].filter((c) => /\p{L}/u.test(c)).map(scriptOf));
  if (scripts.size > 1) return messageRef("form.user.username_scripts");
  return null;
}

// NFKC first: a full-width or otherwise compatible spelling is the same name.
const discordUsername = z
  .string({ error: messageRef("form.user.username_required") })
  .overwrite((name) => name.normalize("NFKC"))
  .trim()
  .min(1, messageRef("form.user.username_required"))
  .max(MAX_SHORT_TEXT, messageRef("form.user.username_too_long", { max: MAX_SHORT_TEXT }));

/**
 * A name chosen now, at registering or by Discord sign-in: on top of the above, nothing that
 * could pass for another name.
 */
export const newDiscordUsername = discordUsername.superRefine((name, ctx) => {
  const problem = usernameLookAlikeProblem(name);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

const PASSWORD_TOO_LONG = messageRef("form.user.password_too_long", { max: MAX_PASSWORD_LENGTH });
const PASSWORD_REQUIRED = messageRef("form.user.password_required");

const newPassword = (required: string, tooShort: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(MIN_PASSWORD_LENGTH, tooShort)
    .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG);

const driverDetailsInput = z
  .object({
    name: optionalText(),
    contact: optionalText(),
    carNumber: optionalText(),
  })
  .nullish();

/** "" (a form's untouched select or date) is the same as leaving the field out. */
const blankIsAbsent = (value: unknown) => (value === "" ? undefined : value);

/**
 * A vendor's own word, at registering, on the vehicle its cross-border permit is for (issue 37):
 * an admin's Verify starts from it and records what it checked. Each is optional.
 */
const permitFields = {
  registration: z.preprocess(
    blankIsAbsent,
    z
      .enum(REGISTRATIONS, {
        error: messageRef("form.user.registration_one_of", { values: REGISTRATIONS.join(", ") }),
      })
      .nullish(),
  ),
  permitExpires: z.preprocess(
    blankIsAbsent,
    z
      .string({ error: messageRef("form.user.permit_expires_day") })
      .max("YYYY-MM-DD".length, messageRef("form.user.permit_expires_day"))
      .refine(isDayKey, messageRef("form.user.permit_expires_day"))
      .nullish(),
  ),
  plate: z
    .string({ error: messageRef("form.user.plate_too_long", { max: PLATE_MAX_LENGTH }) })
    .trim()
    .max(PLATE_MAX_LENGTH, messageRef("form.user.plate_too_long", { max: PLATE_MAX_LENGTH }))
    .transform((plate) => plate.replace(/\s+/g, " ").toUpperCase() || null)
    .nullish(),
};

export const registerSchema = z
  .object({
    discordUsername: newDiscordUsername,
    password: newPassword(
      PASSWORD_REQUIRED,
      messageRef("form.user.password_too_short", { min: MIN_PASSWORD_LENGTH }),
    ),
    name: optionalText(),
    whatsappNumber: optionalText(),
    malaysianNumber: optionalText(),
    revolutUsername: optionalText(),
    isVendor: z.boolean().default(false),
    companyName: optionalText(),
    driverDetails: driverDetailsInput,
    ...permitFields,
    /** The language the form was read in, kept as the account's. */
    language: z.enum(LOCALES).nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.isVendor) return;
    const missing: [boolean, string, (string | number)[]][] = [
      [!value.companyName, messageRef("form.user.company_required"), ["companyName"]],
      [
        !value.driverDetails?.name,
        messageRef("form.user.driver_name_required"),
        ["driverDetails", "name"],
      ],
      [
        !value.driverDetails?.contact,
        messageRef("form.user.driver_contact_required"),
        ["driverDetails", "contact"],
      ],
      [
        !value.driverDetails?.carNumber,
        messageRef("form.user.car_number_required"),
        ["driverDetails", "carNumber"],
      ],
    ];
    for (const [isMissing, message, path] of missing) {
      if (isMissing) ctx.addIssue({ code: "custom", message, path });
    }
  })
  .transform(({ driverDetails, registration, permitExpires, plate, ...rest }) => ({
    ...rest,
    // Only vendors carry company and driver details, and a permit.
    companyName: rest.isVendor ? rest.companyName : null,
    registration: rest.isVendor ? (registration ?? null) : null,
    permitExpires: rest.isVendor ? (permitExpires ?? null) : null,
    plate: rest.isVendor ? (plate ?? null) : null,
    driverDetails:
      rest.isVendor && driverDetails
        ? {
            name: driverDetails.name ?? "",
            contact: driverDetails.contact ?? "",
            carNumber: driverDetails.carNumber ?? "",
          }
        : null,
  }));
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  discordUsername,
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A profile field of a partial update: left out, it stays; null or empty, it is cleared. */
const clearableText = (max = MAX_SHORT_TEXT) =>
  z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .max(max, messageRef("form.text.too_long", { max }))
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/**
 * An optional PayNow field: left as it is when absent (so a form that does not show it keeps it),
 * cleared by null or "", otherwise parsed and normalised by `parse` (its refusal names the field).
 * `tooLong` names the field too.
 */
const paynowField = (
  tooLong: string,
  parse: (input: string) => { ok: true; value: string } | { ok: false; message: string },
) =>
  z
    .string()
    .max(MAX_SHORT_TEXT, tooLong)
    .nullish()
    .transform((input, ctx) => {
      if (input === undefined || input === null) return input;
      if (input.trim() === "") return null;
      const parsed = parse(input);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    });

/** PATCH /api/users/{id} changes only the fields it is sent. */
export const profileUpdateSchema = z.object({
  name: clearableText(),
  whatsappNumber: clearableText(),
  malaysianNumber: clearableText(),
  revolutUsername: clearableText(),
  paynowProxy: paynowField(
    messageRef("form.paynow.proxy_too_long", { max: MAX_SHORT_TEXT }),
    (input) => {
      const parsed = parsePaynowProxy(input);
      return parsed.ok ? { ok: true, value: parsed.proxy.value } : parsed;
    },
  ),
  paynowName: paynowField(
    messageRef("form.paynow.name_too_long", { max: MAX_SHORT_TEXT }),
    (input) => {
      const parsed = parsePaynowName(input);
      return parsed.ok ? { ok: true, value: parsed.name } : parsed;
    },
  ),
  language: z.enum(LOCALES).optional(),
  /** The arrival cards the user needs, replacing those kept: each once, stored in ARRIVAL_CARDS' order. */
  arrivalCards: z
    .array(z.enum(ARRIVAL_CARDS, { error: messageRef("form.arrival_cards.unknown") }), {
      error: messageRef("form.arrival_cards.list"),
    })
    .max(ARRIVAL_CARDS.length, messageRef("form.arrival_cards.list"))
    .optional()
    .transform((cards) => (cards === undefined ? undefined : orderedCards(cards))),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

const newPasswordField = newPassword(
  messageRef("form.user.new_password_required"),
  messageRef("form.user.new_password_too_short", { min: MIN_PASSWORD_LENGTH }),
);

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: messageRef("form.user.current_password_required") })
    .min(1, messageRef("form.user.current_password_required"))
    .max(MAX_PASSWORD_LENGTH),
  newPassword: newPasswordField,
});

export const adminResetPasswordSchema = z.object({
  discordUsername: z
    .string({ error: messageRef("form.user.reset_username_required") })
    .trim()
    .min(1, messageRef("form.user.reset_username_required"))
    .max(MAX_SHORT_TEXT),
  newPassword: newPasswordField,
});

export const requestPasswordResetSchema = z.object({ discordUsername });

export const completePasswordResetSchema = z.object({
  token: z
    .string({ error: messageRef("form.user.reset_token_required") })
    .min(1, messageRef("form.user.reset_token_required"))
    .max(200),
  newPassword: newPasswordField,
});

/** Client forms add a confirmation field that must match the new password. */
export const withConfirmation = <Shape extends z.ZodRawShape & { newPassword: z.ZodType<string> }>(
  schema: z.ZodObject<Shape>,
) =>
  schema.extend({ confirmPassword: z.string() }).refine(
    (value) => {
      const { newPassword, confirmPassword } = value as {
        newPassword: string;
        confirmPassword: string;
      };
      return newPassword === confirmPassword;
    },
    {
      message: messageRef("form.user.passwords_differ"),
      path: ["confirmPassword"],
    },
  );
