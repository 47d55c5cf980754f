import { reportNetworkFailure, reportServerReached } from "./connectivity.ts";

/**
 * What a failed write says when the fault is the server's (a 5xx, or an HTML page where JSON was
 * expected): plain words, not the server's own text ("Internal Server Error").
 */
export const SERVER_ERROR_MESSAGE =
  "Something went wrong on our side. Please try again in a moment.";

/** What a write says when the server could not be reached; the offline banner says the rest. */
export const OFFLINE_MESSAGE =
  "The server could not be reached. Check your connection and try again.";

/** A non-2xx answer (or an unreadable one) from our API. */
export class ApiError extends Error {
  readonly status: number;
  /** True when the server answered an HTML page instead of JSON. */
  readonly isHtml: boolean;

  constructor(status: number, message: string, isHtml = false) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.isHtml = isHtml;
  }

  /** Not the reader's doing: unreachable (0), a server failure (5xx) or an unreadable answer. */
  get isServerFault(): boolean {
    return this.status === 0 || this.status >= 500 || this.isHtml;
  }
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

const looksLikeHtml = (text: string) => /^\s*</.test(text);

function errorMessage(response: Response, text: string, isJson: boolean): string {
  if (isJson) {
    try {
      const data: unknown = JSON.parse(text);
      if (data && typeof data === "object") {
        const { error, message } = data as { error?: unknown; message?: unknown };
        if (typeof error === "string" && error) return error;
        if (typeof message === "string" && message) return message;
      }
    } catch {
      // Fall through to the status text.
    }
  }
  return response.statusText || `Request failed with status ${response.status}`;
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
    throw new ApiError(
      response.status,
      isHtml || response.status >= 500
        ? SERVER_ERROR_MESSAGE
        : errorMessage(response, text, isJson),
      isHtml,
    );
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
  return "Something went wrong. Please try again.";
}

/**
 * What a failed read says on the page: for faults that are not the reader's (offline, server
 * errors), "We couldn't load this ride. Check your connection and try again."; otherwise the
 * server's message, which is written for people ("You must be logged in").
 */
export function loadErrorText(error: unknown, what: string): string {
  if (error instanceof ApiError && !error.isServerFault) return error.message;
  return `We couldn't load ${what}. Check your connection and try again.`;
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
