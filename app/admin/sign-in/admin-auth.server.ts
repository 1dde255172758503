import { createHash, timingSafeEqual } from "node:crypto";
import { data, redirect } from "react-router";
import type { Db } from "~/server/db/db.server";
import type { Env } from "~/server/base/env.server";
import { actAs } from "~/server/base/acting-person.server";
import { isCrossSite } from "~/server/base/same-origin.server";
import { getServices, type Services } from "~/server/services.server";
import { cookieValue, adminCookie } from "./cookies.server";
import { adminPassword } from "./admin-password.server";
import { passwordKeys, type PasswordKeys } from "./password-keys.server";
import {
  actRefusalWords,
  mayReach,
  needsPasskey,
  PASSKEY_REFUSAL,
  refusalEntry,
  refusalWords,
  type GuardedAct,
  isTheOwner,
} from "../people/roles";
import { bindingOf, ownerPerson, personInPlace, type Person } from "../people/store/index.server";
import { recordAction, recordRefusal } from "./record-action.server";
import {
  createSession,
  endSession,
  LIFETIME_SECONDS,
  liveSession,
  notePasswordInForce,
  passkeyRequired,
  passwordSalt,
} from "./store/index.server";

const SESSION_COOKIE = "hazel_admin";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Compares in constant time: hashing first gives equal lengths whatever was typed. */
export function isAdminPassword(given: string, password: string): boolean {
  return timingSafeEqual(digest(given), digest(password));
}

/** The session token the request's cookie carries, if it has the shape of one. */
export function sessionToken(request: Request): string | undefined {
  const token = cookieValue(request, SESSION_COOKIE);
  return token !== undefined && TOKEN.test(token) ? token : undefined;
}

/**
 * The cookie that carries a session: only to /admin, never to scripts, not on other sites' requests.
 * It lasts as long as a session can (7 days); the server ends one idle for 12 hours, so a cookie
 * set at sign-in does not sign out an owner who has been busy for 12 hours.
 */
export function sessionCookie(token: string | null, request: Request, siteUrl: string): string {
  return adminCookie(SESSION_COOKIE, token, { path: "/admin", maxAgeSeconds: LIFETIME_SECONDS, request, siteUrl });
}

/**
 * The keys of the admin's password in force (ADMIN_PASSWORD, or the demo's), salted by the
 * installation's salt. Every use of them notes the password first: a change of it is seen
 * before any session or sign-in of the owner is taken, and suspends her newest passkeys.
 */
export async function adminKeys(db: Db, env: Pick<Env, "ADMIN_PASSWORD">): Promise<PasswordKeys> {
  const keys = await passwordKeys(adminPassword(env).password, await passwordSalt(db));
  await notePasswordInForce(db, keys.fingerprint, async () => (await ownerPerson(db)).id);
  return keys;
}

/**
 * The person of the request's live session, read afresh (her role as it is now; a removed person
 * has none): the owner's session started under the shop password in force, anyone else's under
 * her own password's binding.
 */
export async function sessionPerson(
  request: Request,
  services: Pick<Services, "db" | "env">,
): Promise<Person | undefined> {
  return (await sessionOf(request, services))?.person;
}

/** The request's live session: her, and whether she signed in with a passkey. */
export async function sessionOf(
  request: Request,
  { db, env }: Pick<Services, "db" | "env">,
): Promise<{ person: Person; byPasskey: boolean } | undefined> {
  const token = sessionToken(request);
  const session = token === undefined ? undefined : await liveSession(db, token);
  const person = session && (await personInPlace(db, session.personId));
  if (!session || !person) return undefined;
  const binding = await bindingFor(db, env, person);
  return binding === session.binding ? { person, byPasskey: session.byPasskey } : undefined;
}

/** What a person's sessions are bound to: the shop password's keys for the owner, her own password's binding for anyone else. */
const bindingFor = async (db: Db, env: Pick<Env, "ADMIN_PASSWORD">, person: Person) =>
  isTheOwner(person) ? (await adminKeys(db, env)).session : await bindingOf(db, person.id);

/** What person `id`'s sessions are bound to now, or undefined once she is removed (or has no password). */
export async function personBinding(db: Db, env: Pick<Env, "ADMIN_PASSWORD">, id: number): Promise<string | undefined> {
  const person = await personInPlace(db, id);
  return person && bindingFor(db, env, person);
}

/** Whether the request carries a live session of a person in place. */
export async function hasLiveSession(request: Request, services: Pick<Services, "db" | "env">): Promise<boolean> {
  return (await sessionPerson(request, services)) !== undefined;
}

/**
 * Who did something, for a history: "admin" and the first 8 characters of the session's id (the
 * hash the sessions' table keys it by), so two sessions' saves are told apart; never the token.
 */
export function adminActor(request: Request): string {
  const token = sessionToken(request);
  return token ? `admin ${digest(token).toString("hex").slice(0, 8)}` : "admin";
}

/** Where a signed-out visitor is sent back to after signing in: only an admin address. */
export function safeNext(next: string | null | undefined): string {
  return next && /^\/admin([/?][\w\-./?=&%+]*)?$/.test(next) && !next.includes("//") ? next : "/admin";
}

const signInAddress = (request: Request) => {
  const url = new URL(request.url);
  const next = safeNext(url.pathname + url.search);
  return next === "/admin" ? "/admin/sign-in" : `/admin/sign-in?next=${encodeURIComponent(next)}`;
};

/** A refusal in words: the page (or the form's answer) says what her role cannot do. */
const refusal = (words: string) => data(words, { status: 403, statusText: "Forbidden" });

/** The signed-in person and the database, whatever the address; otherwise to the sign-in page. */
export async function requirePerson(request: Request): Promise<{ db: Db; person: Person; byPasskey: boolean }> {
  const services = await getServices();
  const session = await sessionOf(request, services);
  if (!session) throw redirect(signInAddress(request));
  return { db: services.db, ...session };
}

/**
 * The owner's rule, the one check of it: with it on, what roles.ts lists for the address (a form,
 * or a download) is refused to a session signed in with a password alone, recorded as refused.
 */
async function checkPasskeyRule(
  db: Db,
  request: Request,
  session: { person: Person; byPasskey: boolean },
  how: "view" | "act",
): Promise<void> {
  if (session.byPasskey || !needsPasskey(new URL(request.url).pathname, how) || !(await passkeyRequired(db))) return;
  await recordRefusal(db, request, session.person, refusalEntry(session.person.role, "passkey"));
  throw refusal(PASSKEY_REFUSAL);
}

/**
 * Lets a page through only to a person whose role opens its address (roles.ts); a signed-out
 * visitor is sent to the sign-in page, a person whose role does not open it gets a 403 in words.
 * Returns the database, which every admin page goes on to read.
 */
export async function requireAdmin(request: Request): Promise<Db> {
  return (await requireViewer(request)).db;
}

/** requireAdmin, with the person: for a page that shows each role its own part. */
export async function requireViewer(request: Request): Promise<{ db: Db; person: Person }> {
  const { db, ...session } = await requirePerson(request);
  const { person } = session;
  if (!mayReach(person.role, new URL(request.url).pathname, "view")) {
    await recordRefusal(db, request, person, refusalEntry(person.role, "view"));
    throw refusal(refusalWords(person.role, "view"));
  }
  await checkPasskeyRule(db, request, session, "view");
  return { db, person };
}

/** An admin form's POST, sent from the shop's own pages; anything else is refused. */
export async function requireSameSite(request: Request): Promise<Services> {
  if (request.method !== "POST") throw data("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  const services = await getServices();
  const sentFrom = {
    origin: request.headers.get("Origin"),
    referer: request.headers.get("Referer"),
    host: request.headers.get("Host") ?? new URL(request.url).host,
  };
  if (isCrossSite(sentFrom, services.env.SITE_URL)) throw data("Forbidden", { status: 403, statusText: "Forbidden" });
  return services;
}

export interface AdminActor {
  db: Db;
  person: Person;
  byPasskey: boolean;
  /** Refuses a guarded act her role may not do (roles.ts): recorded as refused, then a 403 in words. */
  refuse(act: GuardedAct): Promise<never>;
}

/**
 * Every admin action: a POST from the shop's own pages, by a person in place whose role may post
 * to its address (else 403 in words, nothing done, the refusal recorded); what she posted is
 * recorded with her name, the time and her address before it runs.
 */
export async function requireAdminActor(request: Request): Promise<AdminActor> {
  const services = await requireSameSite(request);
  const { db } = services;
  const session = await sessionOf(request, services);
  if (!session) throw redirect("/admin/sign-in", 303);
  const { person } = session;
  const { pathname } = new URL(request.url);
  if (!mayReach(person.role, pathname, "act")) {
    await recordRefusal(db, request, person, refusalEntry(person.role, "act"));
    throw refusal(refusalWords(person.role, "act"));
  }
  await checkPasskeyRule(db, request, session, "act");
  const entry = await recordAction(db, request, person);
  actAs(person.id);
  return {
    db,
    person,
    byPasskey: session.byPasskey,
    async refuse(act) {
      await recordRefusal(db, request, person, refusalEntry(person.role, act), entry);
      throw refusal(actRefusalWords(person.role, act));
    },
  };
}

export async function requireAdminAction(request: Request): Promise<Db> {
  return (await requireAdminActor(request)).db;
}

/** Signs the owner in: a new session bound to the password in force, and its cookie. */
export async function signIn(db: Db, request: Request, env: Pick<Env, "ADMIN_PASSWORD" | "SITE_URL">): Promise<string> {
  const token = await createSession(db, (await adminKeys(db, env)).session, (await ownerPerson(db)).id);
  return sessionCookie(token, request, env.SITE_URL);
}

/** Signs a person in with a passkey: a session bound as her password's would be, marked as a passkey's. */
export async function signInWithPasskey(
  db: Db,
  request: Request,
  person: Person,
  env: Pick<Env, "ADMIN_PASSWORD" | "SITE_URL">,
): Promise<string | undefined> {
  const binding = await bindingFor(db, env, person);
  if (!binding) return undefined;
  return sessionCookie(await createSession(db, binding, person.id, true), request, env.SITE_URL);
}

/** Signs a staff member in: a session bound to her own password, and its cookie. */
export async function signInStaff(
  db: Db,
  request: Request,
  person: { id: number; binding: string },
  siteUrl: string,
): Promise<string> {
  return sessionCookie(await createSession(db, person.binding, person.id), request, siteUrl);
}

/** Ends the request's session, if any, and returns the cookie that clears it. */
export async function signOut(db: Db, request: Request, siteUrl: string): Promise<string> {
  const token = sessionToken(request);
  if (token) await endSession(db, token);
  return sessionCookie(null, request, siteUrl);
}
