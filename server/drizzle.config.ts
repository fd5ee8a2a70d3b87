import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Each module keeps its tables in its own *.schema.ts; no central file lists them.
  schema: "./src/modules/*/*.schema.ts",
  out: "./src/db/migrations",
});
