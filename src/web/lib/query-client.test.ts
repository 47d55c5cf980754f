import { beforeAll, describe, expect, it } from "vitest";
import { messageRef, translateMessage } from "../../domain/i18n/message.ts";
import { testTranslator } from "../../domain/i18n/test-translator.ts";
import { ApiError, SERVER_ERROR_MESSAGE } from "./api.ts";
import { i18n } from "./i18n.ts";
import { mutationErrorToast } from "./query-client.ts";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: testTranslator("en").messages });
});

describe("mutationErrorToast", () => {
  it("shows the server's message under 'Error' by default", () => {
    const shown = mutationErrorToast(new ApiError(409, "This ride is full"));
    expect(shown).toEqual({
      title: "app.toast.error",
      description: "This ride is full",
      variant: "destructive",
    });
    expect(translateMessage(testTranslator("en"), shown?.title ?? "")).toBe("Error");
    expect(translateMessage(testTranslator("ms"), shown?.title ?? "")).toBe("Ralat");
  });

  it("uses the mutation's own title and prefix", () => {
    const meta = { errorTitle: "Login failed" };
    expect(mutationErrorToast(new ApiError(401, "Invalid credentials"), meta)?.title).toBe(
      "Login failed",
    );
    const profile = { errorPrefix: "Failed to update profile: " };
    expect(mutationErrorToast(new ApiError(400, "name: Too long"), profile)?.description).toBe(
      "Failed to update profile: name: Too long",
    );
  });

  it("puts the server's message into a prefix that is a message", () => {
    const meta = { errorPrefix: "account.profile.save_failed" };
    expect(mutationErrorToast(new ApiError(400, "name: Too long"), meta)?.description).toBe(
      messageRef("account.profile.save_failed", { message: "name: Too long" }),
    );
  });

  it("never prefixes the plain server-fault message", () => {
    const error = new ApiError(502, SERVER_ERROR_MESSAGE, true);
    const shown = mutationErrorToast(error, { errorPrefix: "Failed to update profile: " });
    expect(shown?.description).toBe(
      "Something went wrong on our side. Please try again in a moment.",
    );
  });

  it("leaves a refusal the form shows by its code to the form alone", () => {
    const meta = { errorCodes: ["pickup_not_designated"] };
    const refusal = (code: string) => new ApiError(409, "Not here", false, { code });
    expect(mutationErrorToast(refusal("pickup_not_designated"), meta)).toBeNull();
    expect(mutationErrorToast(refusal("ride_full"), meta)).toMatchObject({
      description: "Not here",
    });
  });

  it("leaves a refusal of a field the form shows to the form alone", () => {
    const meta = { errorFields: ["currentPassword"] };
    const error = new ApiError(400, "currentPassword: Current password is incorrect");
    expect(mutationErrorToast(error, meta)).toBeNull();
    const other = new ApiError(400, "discordUsername: Unknown user");
    expect(mutationErrorToast(other, meta)?.description).toBe("discordUsername: Unknown user");
  });

  it("shows nothing when the caller handles the failure itself", () => {
    expect(mutationErrorToast(new Error("offline"), { errorToast: false })).toBeNull();
  });

  it("words a thrown non-error readably", () => {
    expect(mutationErrorToast("boom")?.description).toBe("Something went wrong. Please try again.");
  });
});
