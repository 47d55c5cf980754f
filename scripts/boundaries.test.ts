// Proves the walls of .dependency-cruiser.js: in a scratch copy of the tree, one file per probe
// imports across a wall (each must be refused by the rule named) or along an allowed path (each
// must pass), and nothing else in the tree may be refused. Targets are looked up in today's tree,
// so a file that moves does not weaken a probe.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const CRUISED = ["src", "tests", "scripts", "bench"];

/** A source file (no test) in `dir` of today's tree, other than those `skip` names. */
function fileIn(dir: string, skip: (name: string) => boolean = () => false): string {
  const found = readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !name.includes(".test.") && !skip(name))
    .sort()[0];
  if (!found) throw new Error(`no source file in ${dir}`);
  return `${dir}/${found}`;
}

/** The import specifier that reaches `target` from `file`, both relative to the root. */
function from(file: string, target: string): string {
  const path = relative(dirname(file), target);
  return path.startsWith(".") ? path : `./${path}`;
}

const notPublic = (name: string) => name === "public.ts";
const ridesInternal = fileIn("src/server/rides", notPublic);
const webRides = fileIn("src/web/features/rides");
const webLib = fileIn("src/web/lib");
const page = fileIn("src/web/pages");
const serverParams = "src/server/http/params.ts";

interface Probe {
  file: string;
  /** The probe file's whole text. */
  text: string;
  /** The rule that must refuse it, or null when it must pass. */
  refusedBy: string | null;
}

const value = (source: string) => `import { a } from "${source}";\n\nexport const b = a;\n`;
const typeOnly = (source: string) => `import type { A } from "${source}";\n\nexport type B = A;\n`;

/** One file importing `target` (a path in the tree, or a package name) by value. */
function probe(file: string, target: string, refusedBy: string | null): Probe {
  const source = target.startsWith("src/") ? from(file, target) : target;
  return { file, text: value(source), refusedBy };
}

const crossings: Probe[] = [
  // Web features reach each other by no path, however it is spelled.
  probe("src/web/features/payments/components/probe.ts", webRides, "web-feature-alone"),
  probe("src/web/features/payments/components/deeper/probe.ts", webRides, "web-feature-alone"),
  {
    file: "src/web/features/payments/probe-via-features.ts",
    text: value(`../../features/${webRides.slice("src/web/features/".length)}`),
    refusedBy: "web-feature-alone",
  },
  probe("src/web/features/new-feature/probe.ts", webRides, "web-feature-alone"),
  probe("src/web/features/rides/probe-page.ts", page, "web-imports-point-down"),
  probe("src/web/components/probe.ts", webRides, "web-shared-no-feature"),
  probe("src/web/lib/probe.ts", page, "web-imports-point-down"),
  // Server features through public.ts only (auth: guards.ts), auth itself included.
  probe("src/server/vendors/probe.ts", ridesInternal, "server-feature-through-public"),
  {
    file: "src/server/vendors/probe-via-server.ts",
    text: value(`../../server/${ridesInternal.slice("src/server/".length)}`),
    refusedBy: "server-feature-through-public",
  },
  probe(
    "src/server/rides/probe-auth.ts",
    "src/server/auth/sessions.ts",
    "server-feature-through-public",
  ),
  probe("src/server/auth/probe.ts", ridesInternal, "server-feature-through-public"),
  probe("src/server/new-feature/probe.ts", ridesInternal, "server-feature-through-public"),
  // Shared server layers import no feature, not even its public entry.
  probe("src/server/http/probe.ts", "src/server/rides/public.ts", "server-shared-no-feature"),
  probe("src/server/plugins/probe.ts", "src/server/auth/guards.ts", "server-shared-no-feature"),
  probe("src/server/db/probe.ts", "src/server/users/public.ts", "server-shared-no-feature"),
  // Server and web never import each other.
  probe("src/server/probe-web.ts", webLib, "server-not-web"),
  probe("src/server/rides/probe-web.ts", webLib, "server-not-web"),
  probe("src/web/lib/probe-server.ts", serverParams, "web-not-server"),
  // The domain: nothing outside it, no I/O, rule files without zod.
  probe("src/domain/ride/probe-server.ts", serverParams, "domain-self-contained"),
  probe("src/domain/ride/probe-web.ts", webLib, "domain-self-contained"),
  probe("src/domain/ride/probe-drizzle.ts", "drizzle-orm", "domain-packages"),
  probe("src/domain/ride/probe-fs.ts", "node:fs", "domain-no-node"),
  probe("src/domain/ride/probe-zod.ts", "zod", "domain-rule-no-zod"),
  probe(
    "src/domain/ride/probe-schema-value.ts",
    "src/domain/ride/ride-schemas.ts",
    "domain-rule-types-from-schemas",
  ),
  // A cycle at run time, anywhere (with cycleHalf below); an import that resolves to nothing.
  probe(
    "src/server/vendors/probe-cycle-a.ts",
    "src/server/vendors/probe-cycle-b.ts",
    "no-runtime-cycle",
  ),
  probe("src/server/rides/probe-nowhere.ts", "src/server/ridez/public.ts", "resolvable"),
];

/** The cycle's other half: the cycle is reported once, on either of its files. */
const cycleHalf = probe(
  "src/server/vendors/probe-cycle-b.ts",
  "src/server/vendors/probe-cycle-a.ts",
  "no-runtime-cycle",
);

const allowed: Probe[] = [
  probe("src/server/vendors/probe-ok.ts", "src/server/rides/public.ts", null),
  probe("src/server/new-feature/probe-ok.ts", "src/server/rides/public.ts", null),
  probe("src/server/rides/probe-guards.ts", "src/server/auth/guards.ts", null),
  probe("src/server/rides/probe-http.ts", serverParams, null),
  probe("src/server/rides/probe-own.ts", ridesInternal, null),
  probe("src/web/features/payments/probe-lib.ts", webLib, null),
  probe("src/web/pages/probe-ok.ts", webRides, null),
  {
    file: "src/domain/ride/probe-schema-type.ts",
    text: typeOnly("./ride-schemas.ts"),
    refusedBy: null,
  },
  // A cycle through a type-only import is not there at run time.
  probe("src/server/vendors/probe-types-a.ts", "src/server/vendors/probe-types-b.ts", null),
  {
    file: "src/server/vendors/probe-types-b.ts",
    text: typeOnly("./probe-types-a.ts"),
    refusedBy: null,
  },
];

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let scratch: string;
let violations: Violation[];

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "boundaries-"));
  for (const dir of CRUISED) cpSync(join(root, dir), join(scratch, dir), { recursive: true });
  for (const file of [".dependency-cruiser.js", "tsconfig.json", "package.json"]) {
    cpSync(join(root, file), join(scratch, file));
  }
  symlinkSync(join(root, "node_modules"), join(scratch, "node_modules"), "dir");
  for (const { file, text } of [...crossings, cycleHalf, ...allowed]) {
    mkdirSync(join(scratch, dirname(file)), { recursive: true });
    writeFileSync(join(scratch, file), text);
  }
  // The same command as `npm run check`, with a report to read.
  const run = spawnSync(
    join(root, "node_modules", ".bin", "depcruise"),
    ["--output-type", "json", ...CRUISED],
    { cwd: scratch, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  if (run.error) throw run.error;
  violations = JSON.parse(run.stdout).summary.violations;
}, 180_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("the boundaries check", () => {
  it.each(crossings.map((p) => [p.file, p.refusedBy, p] as const))(
    "refuses %s by %s",
    (_file, _rule, p) => {
      const refused = violations
        .filter((v) => v.from === p.file || v.to === p.file)
        .map((v) => v.rule.name);
      expect(refused).toContain(p.refusedBy);
    },
  );

  it.each(allowed.map((p) => [p.file, p] as const))("lets %s through", (_file, p) => {
    expect(violations.filter((v) => v.from === p.file)).toEqual([]);
  });

  it("finds nothing else to refuse in the tree as it is", () => {
    const probes = new Set([...crossings, cycleHalf, ...allowed].map((p) => p.file));
    expect(violations.filter((v) => !probes.has(v.from))).toEqual([]);
  });
});
