import { and, eq, exists, or, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { channelsReadableBy } from "./channels.access.js";
import { channels, channelWidgets } from "./channels.schema.js";

const qb = new QueryBuilder();

/**
 * Whether the upload is the image of a channel, or in a widget of a channel, the member may read (the uploads'
 * `fileAccess`): a draft channel's images stay with its administrators. Widgets keep images as paths in their
 * fields (gallery, banner, link override), so the widget side matches the path in the fields' JSON text.
 */
export async function isReadableChannelImage(db: DbOrTx, memberId: string, uploadId: string): Promise<boolean> {
  if (!/^[0-9a-f]{24}$/.test(uploadId)) return false;
  const path = `/api/storage/images/${uploadId}`;
  const [row] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(
      and(
        channelsReadableBy(memberId),
        or(
          eq(channels.imageUrl, path),
          exists(
            qb
              .select({ one: sql`1` })
              .from(channelWidgets)
              .where(
                and(
                  eq(channelWidgets.channelId, channels.id),
                  sql`${channelWidgets.fields}::text like ${`%"${path}"%`}`,
                ),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
