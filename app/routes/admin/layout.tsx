import { Outlet, useLocation } from "react-router";
import { OwnerShell } from "~/features/owner/owner-shell";
import { requireOwner } from "~/server/owner/owner-auth.server";
import type { Route } from "./+types/layout";

/** Every page inside needs a live session; without one the visitor is sent to the sign-in page. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  return null;
}

export default function OwnerLayout() {
  return (
    <OwnerShell current={useLocation().pathname}>
      <Outlet />
    </OwnerShell>
  );
}
