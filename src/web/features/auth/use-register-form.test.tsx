// The register form's hook against a stand-in of the API at fetch, the network edge: the first
// failing rule in spec order is the one message, vendor fields count only for a vendor, the
// server's refusal names its field, and the account is sent in the language the form was read in.
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testTranslator } from "../../../domain/i18n/test-translator.ts";
import { type RegisterInput, registerSchema } from "../../../domain/user/user-schemas.ts";
import { i18n } from "../../lib/i18n.ts";
import { AuthProvider } from "./components/auth-provider.tsx";
import { EMPTY_REGISTER_FORM, useRegisterForm } from "./use-register-form.ts";

/** The bodies the stand-in was sent on POST /api/register, and how it answers the next one. */
let registered: unknown[];
let answer: () => Response;

beforeAll(() => {
  i18n.loadAndActivate({ locale: "ms", messages: testTranslator("ms").messages });
});
beforeEach(() => {
  registered = [];
  answer = () => Response.json({ id: 1, discordUsername: "new_rider" }, { status: 201 });
  vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
    if (path === "/api/auth/me") return Response.json({ error: "Not logged in" }, { status: 401 });
    if (path === "/api/register" && init.method === "POST") {
      registered.push(JSON.parse(String(init.body)));
      return answer();
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <AuthProvider>{children}</AuthProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useRegisterForm(), { wrapper });
}

type Hook = ReturnType<typeof renderForm>["result"];

/** Types `values` into the form and presses Register. */
async function submit(result: Hook, values: Partial<RegisterInput>) {
  act(() => {
    for (const [name, value] of Object.entries(values)) {
      result.current.form.setValue(name as keyof RegisterInput, value as never);
    }
  });
  await act(() => result.current.submit());
}

/** What the domain's own schema says first about `path` for these values. */
function schemaMessage(values: Partial<RegisterInput>, path: string) {
  const parsed = registerSchema.safeParse({ ...EMPTY_REGISTER_FORM, ...values });
  return parsed.error?.issues.find((issue) => issue.path.join(".") === path)?.message;
}
const rider = { discordUsername: "new_rider", password: "ride-pass-1" };

describe("useRegisterForm", () => {
  it("shows one message, the first failing rule in spec order, and sends nothing", async () => {
    const { result } = renderForm();
    const values = { discordUsername: "", password: "x" };
    await submit(result, values);
    await waitFor(() => expect(result.current.invalidField).toBe("discordUsername"));
    expect(result.current.message).toBe(schemaMessage(values, "discordUsername"));
    expect(result.current.refused).toBe(false);
    expect(result.current.field("discordUsername").invalid).toBe(true);
    expect(result.current.field("password").describedBy).toBe("register-error");

    // Fixed, the next rule in order speaks: the password.
    const next = { discordUsername: "new_rider", password: "x" };
    await submit(result, next);
    await waitFor(() => expect(result.current.invalidField).toBe("password"));
    expect(result.current.message).toBe(schemaMessage(next, "password"));
    expect(registered).toEqual([]);
  });

  it("asks for the company only of a vendor", async () => {
    const { result } = renderForm();
    await submit(result, { ...rider, companyName: "" });
    await waitFor(() => expect(registered).toHaveLength(1));
    expect(registered[0]).toMatchObject({ isVendor: false, companyName: null });

    const vendor = { ...rider, isVendor: true, companyName: "" };
    await submit(result, vendor);
    await waitFor(() => expect(result.current.invalidField).toBe("companyName"));
    expect(result.current.isVendor).toBe(true);
    expect(result.current.message).toBe(schemaMessage(vendor, "companyName"));
    expect(registered).toHaveLength(1);
  });

  it("marks the field the server's refusal names, under the refusal's title", async () => {
    answer = () =>
      Response.json({ error: "discordUsername: That username is taken" }, { status: 409 });
    const { result } = renderForm();
    await submit(result, rider);
    await waitFor(() => expect(result.current.refused).toBe(true));
    expect(result.current.invalidField).toBe("discordUsername");
    expect(result.current.message).toBe("That username is taken");

    // A refusal that names no field is shown whole, with no field marked.
    answer = () => Response.json({ error: "Too many attempts" }, { status: 429 });
    await submit(result, rider);
    await waitFor(() => expect(result.current.message).toBe("Too many attempts"));
    expect(result.current.invalidField).toBeUndefined();
  });

  it("sends the account in the language the form was read in", async () => {
    const { result } = renderForm();
    await submit(result, rider);
    await waitFor(() => expect(registered).toHaveLength(1));
    expect(registered[0]).toMatchObject({ discordUsername: "new_rider", language: "ms" });
  });
});
