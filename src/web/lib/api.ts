import { type MessageValues, messageRef, readMessageRef } from "../../domain/i18n/message.ts";
import { reportNetworkFailure, reportServerReached } from "./connectivity.ts";
import { i18n, translate } from "./i18n.ts";

/**
 * What a failed write says when the fault is the server's (a 5xx, or an HTML page where JSON was
 * expected): plain words, not the server's own text ("Internal Server Error").
 */
export const SERVER_ERROR_MESSAGE = messageRef("error.server_fault");

/** What a write says when the server could not be reached; the offline banner says the rest. */
export const OFFLINE_MESSAGE = messageRef("error.offline");

/** What the server answers a refusal with (errorBody in server/plugins/errors.ts). */
interface ErrorAnswer {
  error?: unknown;
  message?: unknown;
  code?: unknown;
  params?: MessageValues;
  field?: unknown;
}

/** A non-2xx answer (or an unreadable one) from our API. */
export class ApiError extends Error {
  readonly status: number;
  /** True when the server answered an HTML page instead of JSON. */
  readonly isHtml: boolean;
  /** The server's stable error code ("ride_full"), when it gave one. */
  readonly code?: string;
  readonly params?: MessageValues;

  /** `message`: the text to show, or a message reference shown in the current language. */
  constructor(
    status: number,
    message: string,
    isHtml = false,
    detail: { code?: string; params?: MessageValues } = {},
  ) {
    super(translate(message));
    this.name = "ApiError";
    this.status = status;
    this.isHtml = isHtml;
    this.code = detail.code;
    this.params = detail.params;
  }

  /** Not the reader's doing: unreachable (0), a server failure (5xx) or an unreadable answer. */
  get isServerFault(): boolean {
    return this.status === 0 || this.status >= 500 || this.isHtml;
  }
}

const known = (id: string) => i18n.messages[id] !== undefined;

/**
 * A refusal in the reader's language: its code's `error.*` message, with the values that are
 * themselves references (a field's `form.*` rule) translated too, after the field's name when it
 * has one; the server's English when a message is not loaded here (a newer server).
 */
function readableError(answer: ErrorAnswer): string | null {
  const english = typeof answer.error === "string" && answer.error ? answer.error : null;
  if (typeof answer.code !== "string" || !known(`error.${answer.code}`)) return english;
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(answer.params ?? {})) {
    const ref = typeof value === "string" ? readMessageRef(value) : null;
    if (ref && !known(ref.id)) return english;
    values[name] = typeof value === "string" ? translate(value) : value;
  }
  const text = i18n._(`error.${answer.code}`, values);
  return typeof answer.field === "string" ? `${answer.field}: ${text}` : text;
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

const looksLikeHtml = (text: string) => /^\s*</.test(text);

function errorOf(response: Response, text: string, isJson: boolean): ApiError {
  if (isJson) {
    try {
      const data: unknown = JSON.parse(text);
      if (data && typeof data === "object") {
        const answer = data as ErrorAnswer;
        const readable =
          readableError(answer) ??
          (typeof answer.message === "string" && answer.message ? answer.message : null);
        if (readable) {
          const code = typeof answer.code === "string" ? answer.code : undefined;
          return new ApiError(response.status, readable, false, { code, params: answer.params });
        }
      }
    } catch {
      // Fall through to the status text.
    }
  }
  return new ApiError(
    response.status,
    response.statusText || `Request failed with status ${response.status}`,
  );
}

/**
 * Calls our API: cookies always included; a JSON body (and its Content-Type) only when there is
 * a body. Resolves with the parsed JSON (undefined for an empty answer); rejects with ApiError.
 */
async function send<T>(
  method: Method,
  path: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const request: RequestInit = { method, credentials: "include", headers, signal: init.signal };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    request.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, request);
  } catch {
    if (!init.signal?.aborted) reportNetworkFailure();
    throw new ApiError(0, OFFLINE_MESSAGE);
  }
  reportServerReached();
  const text = await response.text();
  const isJson = (response.headers.get("content-type") ?? "").includes("json");

  if (!response.ok) {
    const isHtml = !isJson && looksLikeHtml(text);
    if (isHtml || response.status >= 500) {
      throw new ApiError(response.status, SERVER_ERROR_MESSAGE, isHtml);
    }
    throw errorOf(response, text, isJson);
  }
  if (!text) return { data: undefined as T, headers: response.headers };
  if (!isJson && looksLikeHtml(text)) {
    throw new ApiError(response.status, SERVER_ERROR_MESSAGE, true);
  }
  try {
    return { data: JSON.parse(text) as T, headers: response.headers };
  } catch {
    throw new ApiError(response.status, SERVER_ERROR_MESSAGE, true);
  }
}

export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  return (await send<T>(method, path, body, init)).data;
}

export const api = {
  get: <T>(path: string, init?: { signal?: AbortSignal }) =>
    apiRequest<T>("GET", path, undefined, init),
  /** A GET whose answer headers matter too (the ride list's X-Next-Cursor). */
  getWithHeaders: <T>(path: string, init?: { signal?: AbortSignal }) =>
    send<T>("GET", path, undefined, init),
  /**
   * Every page of a paged list: follows X-Next-Cursor until the server says there is no more.
   * For the lists that show a person everything of theirs (their rides, a vendor's rides).
   */
  getAllPages: async <T>(path: string, init?: { signal?: AbortSignal }): Promise<T[]> => {
    const items: T[] = [];
    let cursor: string | null = null;
    do {
      const separator = path.includes("?") ? "&" : "?";
      const url: string = cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path;
      const { data, headers } = await send<T[]>("GET", url, undefined, init);
      items.push(...data);
      cursor = headers.get("X-Next-Cursor");
    } while (cursor);
    return items;
  },
  post: <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, body),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>("PATCH", path, body),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, body),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>("DELETE", path, body),
};

/** A readable message for any thrown value. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return i18n._("error.unknown");
}

/**
 * The server names the field in 400 messages ("currentPassword: Current password is incorrect").
 * Splits such a message when the prefix is one of `fields`, so a form can show it on the field.
 */
export function splitFieldError<F extends string>(
  message: string,
  fields: readonly F[],
): { field?: F; message: string } {
  const match = /^([\w.]+): (.+)$/s.exec(message);
  const field = match?.[1] as F | undefined;
  if (match?.[2] && field && fields.includes(field)) return { field, message: match[2] };
  return { message };
}
