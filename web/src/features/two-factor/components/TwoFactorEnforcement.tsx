import { Navigate, useLocation } from "react-router";
import { useNetwork } from "../../../api/network";

export const FACTOR_SETUP_PATH = "/users/two_factor";

/**
 * When the network enforces two-factor (administration §3 two_factor "enforced"), a member without a factor is sent
 * to the factor setup before anything else, wherever they go, until they have one.
 */
export default function TwoFactorEnforcement() {
  const network = useNetwork();
  const { pathname } = useLocation();
  if (!network.two_factor_setup_required || pathname === FACTOR_SETUP_PATH) return null;
  return <Navigate to={FACTOR_SETUP_PATH} replace />;
}
