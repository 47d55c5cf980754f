import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testTranslator } from "../../domain/i18n/test-translator.ts";
import { ApiError, api, OFFLINE_MESSAGE, splitFieldError } from "./api.ts";
import { i18n } from "./i18n.ts";

const english = testTranslator("en").messages;
const chinese = testTranslator("zh").messages;

beforeAll(() => {
  i18n.load({ en: english, zh: chinese });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // The files after this one in its worker share the module (vitest.config.ts, unit).
  i18n.activate("en");
});

/** The error api.post rejects with when the server answers `status` with `body`. */
async function refusal(status: number, body: object): Promise<ApiError> {
  vi.stubGlobal("fetch", async () =>
    Response.json(body, { status, headers: { "content-type": "application/json" } }),
  );
  return api.post("/api/x", {}).then(
    () => expect.fail("resolved"),
    (error: ApiError) => error,
  );
}

describe("an API refusal", () => {
  it("reads in the current language by its code, with its params", async () => {
    i18n.activate("zh");
    const full = { error: "Only 2 spots remaining", code: "spots_remaining", params: { count: 2 } };
    const error = await refusal(409, full);
    expect(error.message).toBe("仅剩 2 个座位");
    expect(error.code).toBe("spots_remaining");
    expect(error.params).toEqual({ count: 2 });
    i18n.activate("en");
    expect((await refusal(409, full)).message).toBe("Only 2 spots remaining");
  });

  it("keeps the field's name first, so a form can show it on the field", async () => {
    i18n.activate("zh");
    const body = {
      error: "currentPassword: Current password is incorrect",
      code: "current_password_incorrect",
      field: "currentPassword",
    };
    const { message } = await refusal(400, body);
    expect(splitFieldError(message, ["currentPassword"])).toEqual({
      field: "currentPassword",
      message: "当前密码不正确",
    });
  });

  it("falls back to the server's English for a code or a rule not loaded here", async () => {
    i18n.activate("zh");
    expect((await refusal(400, { error: "Something new", code: "brand_new" })).message).toBe(
      "Something new",
    );
    const rule = { message: "form.not_loaded_here" };
    const body = { error: "name: Too long", code: "invalid_input", field: "name", params: rule };
    expect((await refusal(400, body)).message).toBe("name: Too long");
  });

  it("says offline in the current language", () => {
    i18n.activate("zh");
    expect(new ApiError(0, OFFLINE_MESSAGE).message).toBe("无法连接服务器。请检查网络连接后重试。");
    i18n.activate("en");
  });
});
