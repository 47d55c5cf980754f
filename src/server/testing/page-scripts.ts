// The scripts a page loads, whether its HTML names them as tags or lists them for the script
// starter to add after the first paint (pages/script-starter.ts): its module preloads, then its
// entry.
const TAGS =
  /<link rel="modulepreload"[^>]*href="([^"]+)"|<script type="module"[^>]*src="([^"]+)"/g;
const LIST = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/s;

export function pageScripts(html: string): string[] {
  const list = LIST.exec(html)?.[1];
  if (list) {
    const { preloads, entry } = JSON.parse(list) as { preloads: string[]; entry: string };
    return [...preloads, entry];
  }
  const tags = [...html.matchAll(TAGS)];
  return [
    ...tags.flatMap(([, preload]) => (preload ? [preload.replaceAll("&amp;", "&")] : [])),
    ...tags.flatMap(([, , entry]) => (entry ? [entry] : [])),
  ];
}
