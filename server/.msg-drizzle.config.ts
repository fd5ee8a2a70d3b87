import { defineConfig } from "drizzle-kit";
export default defineConfig({ dialect: "postgresql", schema: ["./src/modules/groups/groups.schema.ts","./src/modules/messages/messages.schema.ts","./src/modules/network/network.schema.ts"], out: "./src/db/migrations" });
