import type { DbOrTx } from "../../db/client.js";
import { type RegistryCollectors, single } from "../module.js";

/**
 * Publishes an uploaded image as someone's picture (a member's avatar) in the caller's transaction: true when the
 * image is the editor's upload in the images directory or the picture already shown. The uploads module supplies it,
 * so members, below uploads, never import it.
 */
type ImagePublisher = (tx: DbOrTx, imageId: string, editorId: string, currentId: string | null) => Promise<boolean>;

declare module "../module.js" {
  interface ModuleDescriptor {
    /** Exactly one module (uploads) publishes uploaded images. */
    imagePublisher?: ImagePublisher;
  }
  interface ModuleRegistry {
    publishImage: ImagePublisher;
  }
}

export const imagePublisherCollectors = {
  publishImage: (descriptors) =>
    single(
      descriptors,
      "the image publisher",
      (d) => d.imagePublisher,
      async () => false,
    ),
} satisfies Partial<RegistryCollectors>;
