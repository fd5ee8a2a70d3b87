import { tasksApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { loadGroup } from "../groups/group-access.js";
import {
  createNote,
  createTask,
  deleteNote,
  deleteTask,
  groupTasks,
  memberNotes,
  memberTasks,
  respondToTask,
  setArchived,
  setStar,
  showTask,
  updateNote,
  updateTask,
} from "./tasks.service.js";

export const tasksRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const auth = { config: { auth: "member" as const } };

  route(app, tasksApi.list, auth, async (req) =>
    memberTasks(ctx.db, currentMember(req), req.query.filter, req.query.after),
  );

  route(app, tasksApi.groupList, auth, async (req) =>
    groupTasks(ctx.db, await loadGroup(ctx.db, req, req.params.slug), req.query.archived === "true", req.query.after),
  );

  route(app, tasksApi.show, auth, async (req) => showTask(ctx.db, currentMember(req), req.params.id));

  route(app, tasksApi.create, auth, async (req, reply) =>
    reply.code(201).send(await createTask(ctx, currentMember(req), req.body.task)),
  );

  route(app, tasksApi.update, auth, async (req) => updateTask(ctx, currentMember(req), req.params.id, req.body.task));

  route(app, tasksApi.destroy, auth, async (req, reply) => {
    await deleteTask(ctx, currentMember(req), req.params.id);
    return reply.code(204).send();
  });

  route(app, tasksApi.accept, auth, async (req) => respondToTask(ctx, currentMember(req), req.params.id, "accepted"));
  route(app, tasksApi.decline, auth, async (req) => respondToTask(ctx, currentMember(req), req.params.id, "declined"));
  route(app, tasksApi.star, auth, async (req) => setStar(ctx.db, currentMember(req), req.params.id, true));
  route(app, tasksApi.unstar, auth, async (req) => setStar(ctx.db, currentMember(req), req.params.id, false));
  route(app, tasksApi.archive, auth, async (req) => setArchived(ctx.db, currentMember(req), req.params.id, true));
  route(app, tasksApi.restore, auth, async (req) => setArchived(ctx.db, currentMember(req), req.params.id, false));

  route(app, tasksApi.notes, auth, async (req) => memberNotes(ctx.db, currentMember(req)));
  route(app, tasksApi.createNote, auth, async (req, reply) =>
    reply.code(201).send(await createNote(ctx.db, currentMember(req), req.body.note.body)),
  );
  route(app, tasksApi.updateNote, auth, async (req) =>
    updateNote(ctx.db, currentMember(req), req.params.id, req.body.note.body),
  );
  route(app, tasksApi.destroyNote, auth, async (req, reply) => {
    await deleteNote(ctx.db, currentMember(req), req.params.id);
    return reply.code(204).send();
  });
};
