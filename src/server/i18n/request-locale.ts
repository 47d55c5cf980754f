import type { FastifyRequest } from "fastify";
import {
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  negotiateLocale,
} from "../../domain/i18n/locales.ts";

/**
 * The language a page is served in: the rider's pick (the cookie the picker sets, which the
 * account's language also lands in), else the browser's Accept-Language.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const picked = request.cookies[LOCALE_COOKIE];
  return isLocale(picked) ? picked : negotiateLocale(request.headers["accept-language"]);
}
