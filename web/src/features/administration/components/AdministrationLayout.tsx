import { Outlet } from "react-router";
import { AdministrationPhoneMenu } from "./AdministrationNav";

/** Every network administration screen: on a phone the administration menu above it (the userbar shows it wider). */
export function AdministrationLayout() {
  return (
    <>
      <AdministrationPhoneMenu />
      <Outlet />
    </>
  );
}
