import { lazy, Suspense, useSyncExternalStore } from "react";
import { newVersionStore } from "./pwa";

const onlineStore = {
  subscribe(listener: () => void) {
    window.addEventListener("online", listener);
    window.addEventListener("offline", listener);
    return () => {
      window.removeEventListener("online", listener);
      window.removeEventListener("offline", listener);
    };
  },
  get: () => navigator.onLine,
};

// Mantine's Affix and Notification with the notices' texts: loaded once a notice is to be shown, not with every page.
const PwaNoticesPanel = lazy(async () => ({ default: (await import("./PwaNoticesPanel")).PwaNoticesPanel }));

/**
 * What the service worker has to say: a new version took over (reload to use it), or the device is offline (what
 * the screens show is what was loaded last). Bottom left, where the toasts (bottom right) leave room.
 */
export function PwaNotices({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const updated = useSyncExternalStore(newVersionStore.subscribe, newVersionStore.get, () => false);
  const online = useSyncExternalStore(onlineStore.subscribe, onlineStore.get, () => true);
  if (!updated && online) return null;
  return (
    <Suspense fallback={null}>
      <PwaNoticesPanel updated={updated} online={online} reload={reload} />
    </Suspense>
  );
}
