// A prerendered page's critical CSS (decision 037): the stylesheet's rules the page's HTML uses go
// inline in its head, and the stylesheet itself is fetched and applied by the script starter
// (script-starter.ts, which takes its link out of the page), so the first paint waits for the
// HTML alone. (A stylesheet link at the end of the body still held the first paint whenever it
// arrived before the browser had painted.) Without scripts, a <noscript> copy of the link applies
// it. Beasties compiles the built stylesheet once (prerender.ts: with the first page); each page is
// then one pass over its HTML.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compileSheet } from "beasties/compiler";
import { createProcessor } from "beasties/runtime";
import { STYLESHEET_LINK } from "./script-starter.ts";

/** The page with its critical CSS inlined, for the built client in `webRoot`. */
export function criticalCssInliner(webRoot: string, indexHtml: string): (page: string) => string {
  const links = [...indexHtml.matchAll(STYLESHEET_LINK)];
  const sheets = links.map(([, href = ""]) =>
    compileSheet(readFileSync(join(webRoot, href), "utf8"), {
      href,
      // Kept whatever the page: Tailwind words `space-y-*` and `*:` as `:where(.space-y-4 > …)`
      // and `:is(.\*\:flex-auto > *)`, and Beasties 0.5.4 matches neither those nor a class with
      // `&` in it (`[&_svg]:size-4`).
      allowRules: [/^:(where|is)\(/, /\\&/],
      // Rules are kept when their classes, tags and attributes occur in the page: a few more than
      // exact matching would keep, at less cost per page.
      exact: false,
    }),
  );
  const processor = createProcessor(sheets);
  const stylesheets = links.map(([link]) => link.trim()).join("");
  return (page) => {
    // Beasties 0.5.4's runtime ends a block at-rule (`@property …{…}`) with `;`, which makes the
    // browser drop the rule after it: Tailwind's borders and spacing would go with it.
    const css = processor.extract(page).css.replaceAll("};", "}");
    return page.replace(
      "</head>",
      () => `<style>${css}</style><noscript>${stylesheets}</noscript></head>`,
    );
  };
}
