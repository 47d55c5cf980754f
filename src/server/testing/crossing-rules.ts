// Crossing rules for tests (issue 37): today's, as the migration ships them, and a variant where
// drop-offs abroad are again only at the designated points.
import type { CrossingPoint, CrossingRule } from "../../domain/carriage/carriage.ts";

export const BAN_SAN: CrossingPoint = {
  stopId: "ban-san-terminal",
  names: { en: "Ban San Street Terminal", zh: "万山街德士站", ms: "Terminal Jalan Ban San" },
  aliases: ["Ban San Terminal"],
};
export const LARKIN: CrossingPoint = {
  stopId: "larkin-sentral",
  names: { en: "Larkin Sentral", zh: "拉庆中央车站", ms: "Larkin Sentral" },
  aliases: ["Larkin Terminal"],
};
const source = {
  title: "Joint statement of 5 Dec 2025",
  url: "https://www.asiaone.com/malaysia/malaysian-cabbies-confused-singapore-drop-off-ruling",
  published: "2026-01-05",
};

/** Pick-ups abroad only at the designated points; drop-offs abroad anywhere, or only there. */
export function crossingRules(dropoffAnywhere = true): CrossingRule[] {
  return (["SG", "MY"] as const).map((registration) => {
    const point = registration === "SG" ? LARKIN : BAN_SAN;
    return {
      registration,
      effectiveFrom: "2025-12-05",
      pickupPoints: [point],
      dropoffAnywhere,
      dropoffPoints: dropoffAnywhere ? [] : [point],
      source,
    };
  });
}
