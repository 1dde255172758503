import { data, redirect } from "react-router";
import { SkipLink } from "~/components/layout/skip-link";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { adminMeta } from "~/admin/shared/admin-meta";
import { isKnownDevice, knownDeviceCookie } from "~/admin/sign-in/known-device.server";
import {
  adminKeys,
  hasLiveSession,
  isAdminPassword,
  requireSameSite,
  safeNext,
  signIn,
  signInStaff,
  signInWithPasskey,
} from "~/admin/sign-in/admin-auth.server";
import { passkeyPerson } from "~/admin/sign-in/passkeys.server";
import { PasskeySignInIsland } from "~/admin/sign-in/passkey-sign-in";
import { ownerPerson, staffByEmail } from "~/admin/people/store/index.server";
import { isStaffPassword, STRANGER_HASH } from "~/admin/people/staff-password.server";
import { adminPassword } from "~/admin/sign-in/admin-password.server";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { checkAdminSignIn } from "~/admin/sign-in/sign-in-limit.server";
import { waitInWords } from "~/server/base/rate-limit.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/sign-in";

export const meta = () => adminMeta("Sign in");

/** Largest sign-in body: a passkey's answer (a few kilobytes, escaped); a password fits many times over. */
const SIGN_IN_BODY_LIMIT = 16 * 1024;

/** Already signed in: straight on. Otherwise the form, with a word on where the demo's password is. */
export async function loader({ request }: Route.LoaderArgs) {
  const services = await getServices();
  const url = new URL(request.url);
  if (await hasLiveSession(request, services)) throw redirect(safeNext(url.searchParams.get("next")));
  const signedOut = url.searchParams.has("signed-out-everywhere")
    ? "You are signed out on every device."
    : url.searchParams.has("signed-out")
      ? "You are signed out."
      : undefined;
  const next = url.searchParams.get("next");
  const action = next ? `/admin/sign-in?next=${encodeURIComponent(safeNext(next))}` : "/admin/sign-in";
  return { demo: adminPassword(services.env).generated, signedOut, action };
}

/** A refused sign-in's Retry-After reaches the browser. */
export const headers = ({ actionHeaders, loaderHeaders }: Route.HeadersArgs) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

/** What a refused sign-in says, and when to try again. */
const REFUSED = {
  limited: (wait: string) => `Too many failed sign-ins from your connection. Please try again in ${wait}.`,
  budget: (wait: string) =>
    `The admin is refusing sign-ins from new browsers after many wrong passwords. Please sign in from a browser you have used here before, or try again in ${wait}.`,
};
/** Two password checks run and eight wait: this one was not checked. */
const BUSY = "The admin is checking many sign-ins just now. Please try again in a few seconds.";
const BUSY_RETRY_SECONDS = 5;

/** A refusal in words: under the password field, or, for a passkey, under its button. */
const refused = (error: string, byPasskey: boolean) =>
  byPasskey ? { error: undefined, passkeyError: error } : { error, passkeyError: undefined };

/**
 * Counts the attempt against its limits first: failures per address (10 in 15 minutes) and, but for
 * a browser she has signed in with, shop-wide (100 in an hour); past either, refused for the rest
 * of the window, with no password hashed. Then checks the password (or a passkey's answer): a
 * staff member's by its scrypt, an email of nobody's against a stranger's hash at the same cost,
 * in one of the process's two places (refused in words, 503, when those and the queue are full).
 * Right, a new session, the browser remembered, and on to the page asked for; wrong, the form again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = await requireSameSite(request);
  const form = await readAdminForm(request, { limit: SIGN_IN_BODY_LIMIT });
  if (!form.ok) return data(refused(form.message, false), { status: form.status });
  const given = form.fields.get("password");
  const email = String(form.fields.get("email") ?? "").trim();
  const byPasskey = form.fields.get("intent") === "passkey";
  // A passkey: its person; no email: the owner, with the shop's password; an email: the staff member's own password.
  const found: {
    passkey?: Awaited<ReturnType<typeof passkeyPerson>>;
    staff?: Awaited<ReturnType<typeof staffByEmail>>;
  } = {};
  const verify = async () => {
    if (byPasskey) {
      // The password in force noted first: a change of it suspends passkeys before one signs in.
      await adminKeys(db, env);
      found.passkey = await passkeyPerson(db, env.SITE_URL, form.fields.get("answer"));
      return found.passkey.ok;
    }
    if (typeof given !== "string") return false;
    if (!email) return isAdminPassword(given, adminPassword(env).password);
    found.staff = await staffByEmail(db, email);
    const matches = await isStaffPassword(given, found.staff?.passwordHash ?? STRANGER_HASH);
    return matches && found.staff !== undefined;
  };
  const attempt = {
    clientAddress: context.clientAddress,
    verify,
    knownDevice: await isKnownDevice(request, { db, env }),
  };
  const check = await checkAdminSignIn(db, attempt, { siteUrl: env.SITE_URL });
  if (!check.ok && check.reason === "busy") {
    const headers = { "Retry-After": String(BUSY_RETRY_SECONDS) };
    return data(refused(BUSY, byPasskey), { status: 503, headers });
  }
  if (!check.ok && check.reason !== "wrong") {
    const error = REFUSED[check.reason](waitInWords(check.retryAfterSeconds));
    return data(refused(error, byPasskey), {
      status: 429,
      headers: { "Retry-After": String(check.retryAfterSeconds) },
    });
  }
  const { passkey, staff } = found;
  if (!check.ok) {
    const error = passkey
      ? passkey.ok
        ? "The passkey could not sign you in. Please try again."
        : passkey.error
      : email
        ? "That email and password do not match a person of this shop. Please try again."
        : "That password is not right. Please try again.";
    return data(refused(error, byPasskey), { status: 401 });
  }
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const headers = new Headers();
  const session = passkey?.ok
    ? await signInWithPasskey(db, request, passkey.person, env)
    : staff
      ? await signInStaff(db, request, staff, env.SITE_URL)
      : await signIn(db, request, env);
  if (!session) return data(refused("This passkey's person cannot sign in yet.", true), { status: 401 });
  headers.append("Set-Cookie", session);
  // Her browser is remembered as hers: the server checks the cookie against her at each sign-in.
  const personId = passkey?.ok ? passkey.person.id : (staff?.id ?? (await ownerPerson(db)).id);
  const device = await knownDeviceCookie({ db, env }, personId, request, env.SITE_URL);
  if (device) headers.append("Set-Cookie", device);
  return redirect(next, { status: 303, headers });
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <SkipLink />
      <main id="main" className="flex flex-1 items-center justify-center bg-linen px-4 py-12">
        <div className="flex w-full max-w-sm flex-col gap-6 border border-line bg-ivory p-6 sm:p-8">
          <h1 className="text-3xl">Sign in to the admin</h1>
          {loaderData.signedOut && !actionData && (
            <p role="status" className="text-success">
              {loaderData.signedOut}
            </p>
          )}
          <form method="post" className="flex flex-col gap-5">
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="username"
              hint="For the shop's staff. The owner leaves it empty and uses the shop's password."
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={actionData?.error}
              hint={
                loaderData.demo
                  ? "This shop runs as a demo: the password was printed by the server when it started."
                  : undefined
              }
            />
            <button type="submit" className={buttonClass("primary")}>
              Sign in
            </button>
          </form>
          {actionData?.passkeyError && (
            <p role="alert" className="text-danger">
              {actionData.passkeyError}
            </p>
          )}
          <PasskeySignInIsland action={loaderData.action} />
        </div>
      </main>
    </>
  );
}
