// The preload every screen starts from: GET /api/v1/network for a member in 20 groups,
// against the same JSON served from memory by a bare route in this run.

import { listCategories } from "../server/src/modules/groups/groups.repo.js";
import { addMembership, createGroup } from "../server/src/modules/groups/groups.service.js";
import { findMemberByEmail } from "../server/src/modules/members/members.repo.js";
import { seedDemoNetwork } from "../server/src/seed/demo.js";
import { measure, report, sessionHeaders, startApp, startBaseline } from "./lib.js";

const { app, url, close } = await startApp();
process.env.SEED_PASSWORD ??= "bench-password";
await seedDemoNetwork({ ...app.ctx, config: { ...app.ctx.config, seedPassword: "bench-password" } });
const member = await findMemberByEmail(app.ctx.db, "jonas.schneider@example.com");
if (!member) throw new Error("seed failed");
const [category] = await listCategories(app.ctx.db);
for (let i = 0; i < 20; i++) {
  const g = await createGroup(
    app.ctx.db,
    { name: `Bench group ${i}`, groupCategoryId: category?.id ?? "", access: "open" },
    null,
  );
  await addMembership(app.ctx.db, g.id, member.id, { status: "member" });
}
const headers = await sessionHeaders(app, member.id);
const body = await (await fetch(`${url}/api/v1/network`, { headers })).json();
const baseline = await startBaseline(body);

const base = await measure("baseline: same JSON from memory", baseline.url);
const preload = await measure("GET /api/v1/network (member)", `${url}/api/v1/network`, headers);
report("network preload", base, [preload]);

await baseline.close();
await close();
