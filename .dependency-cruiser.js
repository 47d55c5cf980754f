// The layers' walls, checked on the path each import resolves to (docs/ARCHITECTURE.md,
// "Boundaries"). Rules go by path pattern: a new feature folder needs no edit here. `$1` in a
// `to` pattern is the folder captured by the rule's `from.path`. Run by `npm run check`; each rule
// is proved by scripts/boundaries.test.ts.

/** Server folders every feature builds on; they import no feature. */
const SERVER_SHARED = "db|events|http|i18n|plugins";
/**
 * Server folders that compose features: the test kit, the cross-cutting suites and the pages drawn
 * on the server (what app.ts composes beside the routes: the first reads, a ride's link preview).
 */
const SERVER_COMPOSERS = "testing|security|pages";
const NOT_TYPE_ONLY = ["type-only"];
const PACKAGES = ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown"];
/** A domain file that is not a test nor a schemas file: a rule file. */
const DOMAIN_RULES = { path: "^src/domain/", pathNot: ["-schemas\\.ts$", "\\.test\\.ts$"] };

/** An import from `from` to `to` fails the check, with `comment` as its reason. */
const wall = (name, comment, from, to) => ({ name, comment, severity: "error", from, to });

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    wall(
      "no-runtime-cycle",
      "No import cycle that is there at run time; a cycle through a type-only import is.",
      {},
      {
        circular: true,
        dependencyTypesNot: NOT_TYPE_ONLY,
        viaOnly: { dependencyTypesNot: NOT_TYPE_ONLY },
      },
    ),
    wall(
      "resolvable",
      "Every import resolves to a file: one that does not could slip past the rules below.",
      {},
      { couldNotResolve: true },
    ),
    wall(
      "server-not-web",
      "The server never imports the web client.",
      { path: "^src/server/" },
      { path: "^src/web/" },
    ),
    wall(
      "web-not-server",
      "The web client talks to the server over HTTP only.",
      { path: "^src/web/" },
      { path: "^src/server/" },
    ),
    wall(
      "domain-self-contained",
      "src/domain holds pure rules: it imports nothing of this project outside itself.",
      { path: "^src/domain/" },
      { path: "^(src|tests|scripts|bench)/", pathNot: "^src/domain/" },
    ),
    wall(
      "domain-packages",
      "src/domain uses zod and Lingui only (its tests vitest and fast-check): no I/O.",
      { path: "^src/domain/" },
      {
        dependencyTypes: PACKAGES,
        pathNot: "(^|/)node_modules/(zod|@lingui/[^/]+|vitest|fast-check)/",
      },
    ),
    wall(
      "domain-no-node",
      "src/domain does no I/O: Node's modules only in its tests (*.test.ts, test-*.ts).",
      { path: "^src/domain/", pathNot: ["\\.test\\.ts$", "/test-[^/]+\\.ts$"] },
      { dependencyTypes: ["core"] },
    ),
    wall(
      "domain-rule-no-zod",
      "A domain rule file imports no zod: its schemas live beside it in *-schemas.ts.",
      DOMAIN_RULES,
      { path: "(^|/)node_modules/zod/" },
    ),
    wall(
      "domain-rule-types-from-schemas",
      "A rule file takes only types from a *-schemas.ts: a value would bring zod into every page that needs the rule.",
      DOMAIN_RULES,
      { path: "-schemas\\.ts$", dependencyTypesNot: NOT_TYPE_ONLY },
    ),
    wall(
      "server-feature-through-public",
      "A server feature uses another only through its public.ts (auth: guards.ts); db/, events/, http/, i18n/ and the test kit are shared.",
      {
        path: "^src/server/([^/]+)/",
        pathNot: `^src/server/(${SERVER_SHARED}|${SERVER_COMPOSERS})/`,
      },
      {
        path: "^src/server/[^/]+/",
        pathNot: [
          "^src/server/$1/",
          "^src/server/[^/]+/public\\.ts$",
          "^src/server/auth/guards\\.ts$",
          "^src/server/(db|events|http|i18n|testing)/",
        ],
      },
    ),
    wall(
      "server-shared-no-feature",
      "Shared server layers (db/, events/, http/, i18n/, plugins/) import no feature: features build on them. Their tests may compose features, as the test kit does.",
      { path: `^src/server/(${SERVER_SHARED})/`, pathNot: "\\.test\\.ts$" },
      { path: "^src/server/[^/]+/", pathNot: `^src/server/(${SERVER_SHARED}|testing)/` },
    ),
    wall(
      "web-feature-alone",
      "Web features do not import each other: a page composes them, or what several need moves to src/web/lib or src/web/components.",
      { path: "^src/web/features/([^/]+)/" },
      { path: "^src/web/features/", pathNot: "^src/web/features/$1/" },
    ),
    wall(
      "web-imports-point-down",
      "Pages and the app compose features; features and shared layers import neither.",
      { path: "^src/web/(features|components|lib)/" },
      { path: "^src/web/(pages/|app\\.tsx$|router\\.tsx$|main\\.tsx$)" },
    ),
    wall(
      "web-shared-no-feature",
      "Shared web layers (components/, lib/) serve features and pages; they import no feature.",
      { path: "^src/web/(components|lib)/" },
      { path: "^src/web/features/" },
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports are seen (and marked), so the rules can tell them from run-time ones.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
