import { defineConfig } from "vitest/config";

// The API suite runs on PGlite always, and again on a real PostgreSQL when TEST_DATABASE_URL is set.
const apiFiles = ["src/server/**/*.test.ts"];
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/domain/**/*.test.ts", "src/web/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "api-pglite",
          include: apiFiles,
          env: { TEST_DB: "pglite" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: "api-postgres",
                include: apiFiles,
                env: { TEST_DB: "postgres" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
