// The layers' walls, checked on the path each import resolves to (docs/ARCHITECTURE.md,
// "Boundaries"). Rules go by path pattern: a new feature folder needs no edit here. `$1` in a
// `to` pattern is the folder captured by the rule's `from.path`. Run by `npm run check`; each rule
// is proved by scripts/boundaries.test.ts.

/** Server folders every feature builds on; they import no feature. */
const SERVER_SHARED = "db|http|i18n|plugins";
/** Server folders that compose features: the test kit and the cross-cutting suites. */
const SERVER_COMPOSERS = "testing|security";
const NOT_TYPE_ONLY = ["type-only"];

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-runtime-cycle",
      comment: "No import cycle that is there at run time; a cycle through a type-only import is.",
      severity: "error",
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: NOT_TYPE_ONLY,
        viaOnly: { dependencyTypesNot: NOT_TYPE_ONLY },
      },
    },
    {
      name: "resolvable",
      comment:
        "Every import resolves to a file: one that does not could slip past the rules below.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "server-not-web",
      comment: "The server never imports the web client.",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/web/" },
    },
    {
      name: "web-not-server",
      comment: "The web client talks to the server over HTTP only.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/server/" },
    },
    {
      name: "domain-self-contained",
      comment: "src/domain holds pure rules: it imports nothing of this project outside itself.",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { path: "^(src|tests|scripts|bench)/", pathNot: "^src/domain/" },
    },
    {
      name: "domain-packages",
      comment: "src/domain uses zod and Lingui only (its tests vitest and fast-check): no I/O.",
      severity: "error",
      from: { path: "^src/domain/" },
      to: {
        dependencyTypes: [
          "npm",
          "npm-dev",
          "npm-optional",
          "npm-peer",
          "npm-no-pkg",
          "npm-unknown",
        ],
        pathNot: "(^|/)node_modules/(zod|@lingui/[^/]+|vitest|fast-check)/",
      },
    },
    {
      name: "domain-no-node",
      comment: "src/domain does no I/O: Node's modules only in its tests (*.test.ts, test-*.ts).",
      severity: "error",
      from: { path: "^src/domain/", pathNot: ["\\.test\\.ts$", "/test-[^/]+\\.ts$"] },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "domain-rule-no-zod",
      comment: "A domain rule file imports no zod: its schemas live beside it in *-schemas.ts.",
      severity: "error",
      from: { path: "^src/domain/", pathNot: ["-schemas\\.ts$", "\\.test\\.ts$"] },
      to: { path: "(^|/)node_modules/zod/" },
    },
    {
      name: "domain-rule-types-from-schemas",
      comment:
        "A rule file takes only types from a *-schemas.ts: a value would bring zod into every page that needs the rule.",
      severity: "error",
      from: { path: "^src/domain/", pathNot: ["-schemas\\.ts$", "\\.test\\.ts$"] },
      to: { path: "-schemas\\.ts$", dependencyTypesNot: NOT_TYPE_ONLY },
    },
    {
      name: "server-feature-through-public",
      comment:
        "A server feature uses another only through its public.ts (auth: guards.ts); db/, http/, i18n/ and the test kit are shared.",
      severity: "error",
      from: {
        path: "^src/server/([^/]+)/",
        pathNot: `^src/server/(${SERVER_SHARED}|${SERVER_COMPOSERS})/`,
      },
      to: {
        path: "^src/server/[^/]+/",
        pathNot: [
          "^src/server/$1/",
          "^src/server/[^/]+/public\\.ts$",
          "^src/server/auth/guards\\.ts$",
          `^src/server/(db|http|i18n|testing)/`,
        ],
      },
    },
    {
      name: "server-shared-no-feature",
      comment:
        "Shared server layers (db/, http/, i18n/, plugins/) import no feature: features build on them.",
      severity: "error",
      from: { path: `^src/server/(${SERVER_SHARED})/` },
      to: {
        path: "^src/server/[^/]+/",
        pathNot: `^src/server/(${SERVER_SHARED}|testing)/`,
      },
    },
    {
      name: "web-feature-alone",
      comment:
        "Web features do not import each other: a page composes them, or what several need moves to src/web/lib or src/web/components.",
      severity: "error",
      from: { path: "^src/web/features/([^/]+)/" },
      to: { path: "^src/web/features/", pathNot: "^src/web/features/$1/" },
    },
    {
      name: "web-imports-point-down",
      comment: "Pages and the app compose features; features and shared layers import neither.",
      severity: "error",
      from: { path: "^src/web/(features|components|lib)/" },
      to: { path: "^src/web/(pages/|app\\.tsx$|router\\.tsx$|main\\.tsx$)" },
    },
    {
      name: "web-shared-no-feature",
      comment:
        "Shared web layers (components/, lib/) serve features and pages; they import no feature.",
      severity: "error",
      from: { path: "^src/web/(components|lib)/" },
      to: { path: "^src/web/features/" },
    },
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
