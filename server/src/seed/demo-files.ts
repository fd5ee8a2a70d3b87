import { Readable } from "node:stream";
import type { AppContext } from "../context.js";
import { findReadableFolder } from "../modules/files/files.access.js";
import { ensureSpecialFolder } from "../modules/files/files.repo.js";
import { createFolder } from "../modules/files/files.service.js";
import { createFiles } from "../modules/files/new-files.service.js";
import type { MemberRow } from "../modules/members/members.schema.js";
import { storeFile } from "../modules/uploads/uploads.service.js";
import { type DemoNetwork, person } from "./demo-content.js";

/** A short text document, as a member would upload it. */
const upload = (ctx: AppContext, member: MemberRow, name: string, text: string) =>
  storeFile(ctx, member, "files", {
    stream: Readable.from([Buffer.from(text, "utf8")]),
    name,
    claimedType: "text/plain",
    externalId: null,
  });

/**
 * The demo's files, made through the files and storage services as their members would: folders of the network
 * (handbooks, templates) and of the IT group (runbooks), each with a few text documents.
 */
export async function seedDemoFiles(ctx: AppContext, demo: DemoNetwork) {
  const { admin, people, groups } = demo;
  const lea = person(people, 2);
  const jonas = person(people, 1);
  const elias = person(people, 13);

  const folderIn = async (member: MemberRow, parentId: string, name: string, description: string) => {
    const parent = await findReadableFolder(ctx.db, member, parentId);
    if (!parent) throw new Error(`demo folder ${parentId} not readable`);
    return createFolder(ctx.db, member, parent, { name, description });
  };
  const filesIn = async (member: MemberRow, folderId: string, docs: [string, string][], description = "") => {
    const folder = await findReadableFolder(ctx.db, member, folderId);
    if (!folder) throw new Error(`demo folder ${folderId} not readable`);
    const ids: string[] = [];
    for (const [name, text] of docs) ids.push((await upload(ctx, member, name, text)).id);
    await createFiles(ctx, member, folder, { files: ids, description, post_to_stream: false });
  };

  const root = await ensureSpecialFolder(ctx.db, null, "root_folder");
  const handbooks = await folderIn(admin, root.id, "Handbooks", "How we work: policies and guides.");
  await filesIn(lea, handbooks.id, [
    [
      "Travel policy.txt",
      "Travel policy\n\nTrains are the first choice for trips under 600 km. Book through the travel portal and keep your receipts.\n",
    ],
    [
      "Onboarding checklist.txt",
      "Onboarding checklist\n\n1. Laptop and accounts\n2. Welcome breakfast\n3. Meet your buddy\n4. Safety briefing\n",
    ],
  ]);
  const templates = await folderIn(admin, root.id, "Templates", "Letters, presentations and forms.");
  await filesIn(admin, templates.id, [
    ["Meeting minutes template.txt", "Meeting minutes\n\nDate:\nPresent:\nDecisions:\nTasks (who, what, by when):\n"],
  ]);

  const itRoot = await ensureSpecialFolder(ctx.db, groups.it.id, "root_folder");
  const runbooks = await folderIn(jonas, itRoot.id, "Runbooks", "What to do when something breaks.");
  await filesIn(elias, runbooks.id, [
    [
      "Database failover.txt",
      "Database failover\n\n1. Check replication lag\n2. Promote the replica\n3. Point the application at it\n4. Tell the team in the IT chat\n",
    ],
    ["Release checklist.txt", "Release checklist\n\n- backups verified\n- rollback tested\n- status page prepared\n"],
  ]);
}
