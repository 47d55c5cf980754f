// Common stops on the Singapore – Forest City routes, with coordinates, so a rider gets
// suggestions in every location field without the place-search service (which may be down or
// unreachable at a border). Names as the signs write them in each language; the field is filled
// with the English name, which every reader of the ride can match to the signs.
import type { Locale } from "../i18n/locales.ts";

export interface CommonStop {
  id: string;
  names: Record<Locale, string>;
  lat: number;
  lon: number;
  /** Offered before anything is typed: the stops most rides use. */
  popular?: true;
}

const mrt = (id: string, en: string, zh: string, lat: number, lon: number, popular?: true) => ({
  id,
  names: { en: `${en} MRT`, zh: `${zh}地铁站`, ms: `MRT ${en}` },
  lat,
  lon,
  ...(popular ? { popular } : {}),
});

export const COMMON_STOPS: readonly CommonStop[] = [
  mrt("jurong-east", "Jurong East", "裕廊东", 1.3331, 103.7422, true),
  mrt("boon-lay", "Boon Lay", "文礼", 1.3386, 103.7058, true),
  mrt("pioneer", "Pioneer", "先驱", 1.3376, 103.6974),
  mrt("joo-koon", "Joo Koon", "裕群", 1.3277, 103.6783),
  mrt("tuas-link", "Tuas Link", "大士连路", 1.3404, 103.6368, true),
  mrt("clementi", "Clementi", "金文泰", 1.3151, 103.7652),
  mrt("buona-vista", "Buona Vista", "波那维斯达", 1.3072, 103.7901),
  mrt("harbourfront", "HarbourFront", "港湾", 1.2653, 103.8222),
  mrt("orchard", "Orchard", "乌节", 1.3043, 103.8318, true),
  mrt("city-hall", "City Hall", "政府大厦", 1.2931, 103.852),
  mrt("bukit-batok", "Bukit Batok", "武吉巴督", 1.349, 103.7496),
  mrt("choa-chu-kang", "Choa Chu Kang", "蔡厝港", 1.3854, 103.7443),
  mrt("kranji", "Kranji", "克兰芝", 1.4251, 103.7619),
  mrt("woodlands", "Woodlands", "兀兰", 1.437, 103.7865),
  mrt("tampines", "Tampines", "淡滨尼", 1.3545, 103.9453),
  mrt("pasir-ris", "Pasir Ris", "巴西立", 1.373, 103.9493),
  mrt("bedok", "Bedok", "勿洛", 1.324, 103.93),
  {
    id: "changi-airport",
    names: { en: "Changi Airport", zh: "樟宜机场", ms: "Lapangan Terbang Changi" },
    lat: 1.3574,
    lon: 103.9884,
    popular: true,
  },
  {
    id: "woodlands-checkpoint",
    names: { en: "Woodlands Checkpoint", zh: "兀兰关卡", ms: "Pusat Pemeriksaan Woodlands" },
    lat: 1.445,
    lon: 103.769,
  },
  {
    id: "tuas-checkpoint",
    names: { en: "Tuas Checkpoint", zh: "大士关卡", ms: "Pusat Pemeriksaan Tuas" },
    lat: 1.349,
    lon: 103.636,
    popular: true,
  },
  {
    id: "jb-sentral",
    names: { en: "JB Sentral", zh: "新山中央车站", ms: "JB Sentral" },
    lat: 1.463,
    lon: 103.764,
  },
  // The designated cross-border taxi points (issue 37): where Malaysian taxis pick up in Singapore,
  // and Singapore taxis in Johor Bahru.
  {
    id: "ban-san-terminal",
    names: { en: "Ban San Street Terminal", zh: "万山街德士站", ms: "Terminal Jalan Ban San" },
    lat: 1.3026,
    lon: 103.8563,
  },
  {
    id: "larkin-sentral",
    names: { en: "Larkin Sentral", zh: "拉庆中央车站", ms: "Larkin Sentral" },
    lat: 1.4955,
    lon: 103.743,
  },
  {
    id: "forest-city-mall",
    names: {
      en: "Forest City Shopping Mall",
      zh: "森林城市购物中心",
      ms: "Pusat Beli-belah Forest City",
    },
    lat: 1.3346,
    lon: 103.5918,
  },
  {
    id: "forest-city-phoenix-hotel",
    names: {
      en: "Phoenix Hotel, Forest City",
      zh: "森林城市凤凰酒店",
      ms: "Hotel Phoenix, Forest City",
    },
    lat: 1.3381,
    lon: 103.5984,
  },
];

const MAX_SUGGESTIONS = 6;

const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().trim();

/** The stops whose name in any language holds the text (an English sign name is found from a Chinese page too). */
export function findStops(typed: string): readonly CommonStop[] {
  const query = fold(typed);
  if (!query) return [];
  return COMMON_STOPS.filter((stop) =>
    Object.values(stop.names).some((name) => fold(name).includes(query)),
  ).slice(0, MAX_SUGGESTIONS);
}

/**
 * The common stop a ride's typed place names, in any language ("Bedok MRT", "MRT Bedok", "Bedok"),
 * or undefined: a ride's stops are text, and only these have coordinates.
 */
export function stopNamed(typed: string): CommonStop | undefined {
  const query = fold(typed);
  if (!query) return undefined;
  return COMMON_STOPS.find((stop) =>
    Object.values(stop.names).some(
      (name) => fold(name) === query || fold(name.replace(/\bMRT\b|地铁站/g, "")) === query,
    ),
  );
}

/**
 * The stops to offer under a location field: those matching what is typed, or the popular ones
 * before anything is typed; nothing once the field holds a whole stop's name already.
 */
export function suggestStops(typed: string): readonly CommonStop[] {
  const query = fold(typed);
  if (!query) return COMMON_STOPS.filter((stop) => stop.popular).slice(0, MAX_SUGGESTIONS);
  const matches = findStops(typed);
  return matches.some((stop) => fold(stop.names.en) === query) ? [] : matches;
}
