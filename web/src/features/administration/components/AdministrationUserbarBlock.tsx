import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useNetwork } from "../../../api/network";
import { isOnPath } from "../../manifest";
import { administrationContextOf } from "../audit-statistics-api";

const AdministrationUserbar = lazy(async () => ({
  default: (await import("./AdministrationNav")).AdministrationUserbar,
}));

/** The userbar's administration sections, loaded only on administration screens and for administrators. */
export function AdministrationUserbarBlock() {
  const { pathname } = useLocation();
  const network = useNetwork();
  const inContext = administrationContextOf(pathname) !== null;
  if (!inContext && (!network.can.administrate || !isOnPath(pathname, ["/administration"]))) return null;
  return (
    <Suspense fallback={null}>
      <AdministrationUserbar />
    </Suspense>
  );
}
