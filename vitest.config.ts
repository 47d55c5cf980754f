import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { preactForReact } from "./vite.config.ts";

// The API suite runs on PGlite always. With TEST_DATABASE_URL set, the suites whose outcome depends
// on the driver run again on a real PostgreSQL: two instances on one database (LISTEN/NOTIFY, shared
// locks, limits and caches), races, pools and timeouts, triggers, crashes, and the authorization
// matrix, which the issues ask for on both databases. The rest only repeats SQL PGlite runs as is.
const apiFiles = ["src/server/**/*.test.ts"];
const postgresFiles = [
  "src/server/db/**/*.test.ts",
  "src/server/events/**/*.test.ts",
  "src/server/notifications/cross-instance.test.ts",
  "src/server/reminders/sweep.test.ts",
  "src/server/reminders/carriage.test.ts",
  "src/server/plugins/session-cache.test.ts",
  "src/server/auth/account-routes.test.ts",
  "src/server/push/routes.test.ts",
  "src/server/vendors/routes.test.ts",
  "src/server/rides/ride/shared-reads.test.ts",
  "src/server/rides/passengers/routes.test.ts",
  "src/server/rides/series/routes.test.ts",
  "src/server/rides/messages/routes.test.ts",
  "src/server/security/authorization-matrix/*.test.ts",
  "src/server/security/races.test.ts",
  "src/server/security/waitlist-races.test.ts",
  "src/server/security/crash.test.ts",
  "src/server/security/throttles.test.ts",
  "src/server/security/write-limits.test.ts",
  "src/server/seed-demo.test.ts",
  "src/server/live/stream.test.ts",
  "src/server/testing/security-world.test.ts",
];
const postgresUrl = process.env.TEST_DATABASE_URL;
// Under db/ but about PGlite itself: they open PGlite whatever TEST_DB says, so a second pass
// would only repeat the first.
const pgliteOnlyFiles = ["src/server/db/pglite-statements.test.ts"];

// Files that replace a module (vi.mock) need a module graph of their own. The other API files
// share one per worker (`isolate: false`): the server's modules are imported once per worker
// instead of once per file, and none of them keeps state between apps (decision 054).
const mockingFiles = [
  "src/server/security/sessions.test.ts",
  "src/server/security/throttles.test.ts",
];

/** The API suites on one database (`TEST_DB`): the files that share modules, then `mocking`. */
function apiProjects(database: "pglite" | "postgres", include: string[], mocking: string[]) {
  const common = {
    env: { TEST_DB: database },
    globalSetup: ["src/server/testing/database-template.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return [
    {
      test: {
        ...common,
        name: `api-${database}`,
        include,
        exclude: database === "postgres" ? [...mockingFiles, ...pgliteOnlyFiles] : mockingFiles,
        isolate: false,
      },
    },
    {
      test: {
        ...common,
        name: `api-${database}-mocking`,
        include: mocking,
      },
    },
  ];
}

// The files that take longest, longest first (seconds on a busy run: 100 down to 17). Vitest
// runs each project's files after the previous project's, and on a fresh clone, with no timings
// kept, the larger files first: the four-line shares and PostgreSQL's long files would start last
// and run on alone at the end.
const LONGEST_FIRST = [
  "src/server/db/owner.test.ts",
  "src/server/security/crash.test.ts",
  "src/server/security/authorization-matrix/share-1.test.ts",
  "src/server/security/fuzz/routes-3.test.ts",
  "src/server/security/fuzz/routes-1.test.ts",
  "src/server/security/fuzz/routes-2.test.ts",
  "src/server/security/authorization-matrix/share-2.test.ts",
  "src/server/db/owner-namespaces.test.ts",
  "src/server/db/private-files.test.ts",
  "src/server/seed-demo.test.ts",
  "src/server/db/stuck-transactions.test.ts",
  "src/server/retired-admin-names.test.ts",
  "src/server/security/graceful-stop.test.ts",
];

/** Vitest's order, but the longest files first, whichever project they are in. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    // Four files at a time on two cores: the API suites spend much of their time waiting on
    // child servers, PostgreSQL and timers, not on the CPU (decision 054: 4:54 against 5:38 with
    // two, then 5:26 against 6:14 with three).
    maxWorkers: 4,
    projects: [
      {
        test: {
          name: "unit",
          // Pure rules and helpers: one module graph per worker, as the API files share theirs
          // (decision 054). 10.7 s against 24 s, 21 s of CPU against 49, with no test fewer.
          isolate: false,
          include: ["src/domain/**/*.test.ts", "src/web/**/*.test.ts", "scripts/**/*.test.ts"],
          // Property tests run hundreds of cases; a busy machine takes longer than 5 s for some.
          testTimeout: 30_000,
        },
      },
      {
        // The web client's hooks, rendered with Testing Library in a DOM of their own, by Preact
        // as the builds render them.
        resolve: {
          alias: [
            // Its ES module, whose imports meet the aliases below; its CommonJS build's do not.
            {
              find: /^@testing-library\/react$/,
              replacement: "@testing-library/react/dist/@testing-library/react.esm.js",
            },
            ...preactForReact.alias,
          ],
        },
        test: {
          name: "web",
          include: ["src/web/**/*.test.tsx"],
          environment: "happy-dom",
          // Through Vite, so that Testing Library and the React libraries meet Preact too.
          server: { deps: { inline: true } },
        },
      },
      ...apiProjects("pglite", apiFiles, mockingFiles),
      ...(postgresUrl
        ? apiProjects(
            "postgres",
            postgresFiles,
            mockingFiles.filter((file) => postgresFiles.includes(file)),
          )
        : []),
    ],
  },
});
