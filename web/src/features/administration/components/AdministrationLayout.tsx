import { Outlet } from "react-router";
import { AdministrationPhoneMenu } from "./AdministrationNav";
import { AdminOnly } from "./AdminOnly";

/**
 * Every network administration screen: on a phone the administration menu above it (the userbar shows it wider).
 * The route guard of them all: whoever may not administrate the network sees not-found, and no screen below asks the
 * server anything.
 */
export function AdministrationLayout() {
  return (
    <AdminOnly>
      <AdministrationPhoneMenu />
      <Outlet />
    </AdminOnly>
  );
}
