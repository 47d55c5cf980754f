// docs/PERFORMANCE.md is written by three tools (bench, size, lighthouse): each replaces only its
// own section, between `<!-- NAME:begin -->` and `<!-- NAME:end -->`, and keeps the rest.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export const PERFORMANCE_DOC = new URL("../docs/PERFORMANCE.md", import.meta.url).pathname;

const SKELETON = `# Performance

How fast the server answers, how much the browser downloads first, and what Lighthouse says.
Each section below is written by the command named in its heading; run it again to refresh it.

## Server throughput (\`npm run bench\`)

<!-- bench:begin -->
Not measured yet.
<!-- bench:end -->

## Initial download (\`npm run size\`)

<!-- size:begin -->
Not measured yet.
<!-- size:end -->

## Lighthouse (\`npm run lighthouse\`)

<!-- lighthouse:begin -->
Not measured yet.
<!-- lighthouse:end -->
`;

/** Replaces the named section of docs/PERFORMANCE.md (creating the file or section if needed). */
export function writeDocSection(name, markdown, file = PERFORMANCE_DOC) {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  let text = existsSync(file) ? readFileSync(file, "utf8") : SKELETON;
  const block = `${begin}\n${markdown.trim()}\n${end}`;
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from >= 0 && to > from) {
    text = text.slice(0, from) + block + text.slice(to + end.length);
  } else {
    text = `${text.trimEnd()}\n\n${block}\n`;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
