export { AppLayout, BareLayout } from "./AppLayout";
export { NotFoundPage } from "./routes/NotFoundPage";
export { RouteErrorPage } from "./routes/RouteErrorPage";
