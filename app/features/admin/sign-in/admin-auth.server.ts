import { createHash, timingSafeEqual } from "node:crypto";
import { data, redirect } from "react-router";
import type { Db } from "~/server/db/db.server";
import type { Env } from "~/server/base/env.server";
import { isCrossSite } from "~/server/base/same-origin.server";
import { getServices, type Services } from "~/server/services.server";
import { cookieValue, adminCookie } from "./cookies.server";
import { adminPassword } from "./admin-password.server";
import { passwordKeys, type PasswordKeys } from "./password-keys.server";
import { createSession, endSession, isSessionValid, LIFETIME_SECONDS, passwordSalt } from "./store/index.server";

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

/** The keys of the admin's password in force (ADMIN_PASSWORD, or the demo's), salted by the installation's salt. */
export async function adminKeys(db: Db, env: Pick<Env, "ADMIN_PASSWORD">): Promise<PasswordKeys> {
  return passwordKeys(adminPassword(env).password, await passwordSalt(db));
}

/** Whether the request carries a live session started under the password in force. */
export async function hasLiveSession(request: Request, { db, env }: Pick<Services, "db" | "env">): Promise<boolean> {
  const token = sessionToken(request);
  return token !== undefined && (await isSessionValid(db, token, (await adminKeys(db, env)).session));
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

/**
 * Lets a page through only with a live session; otherwise sends the visitor to the sign-in page.
 * Returns the database, which every admin page goes on to read.
 */
export async function requireAdmin(request: Request): Promise<Db> {
  const services = await getServices();
  if (!(await hasLiveSession(request, services))) throw redirect(signInAddress(request));
  return services.db;
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

/** Every admin action: a POST from the shop's own pages, with a live session. */
export async function requireAdminAction(request: Request): Promise<Db> {
  const services = await requireSameSite(request);
  if (!(await hasLiveSession(request, services))) throw redirect("/admin/sign-in", 303);
  return services.db;
}

/** Signs the owner in: a new session bound to the password in force, and its cookie. */
export async function signIn(db: Db, request: Request, env: Pick<Env, "ADMIN_PASSWORD" | "SITE_URL">): Promise<string> {
  const token = await createSession(db, (await adminKeys(db, env)).session);
  return sessionCookie(token, request, env.SITE_URL);
}

/** Ends the request's session, if any, and returns the cookie that clears it. */
export async function signOut(db: Db, request: Request, siteUrl: string): Promise<string> {
  const token = sessionToken(request);
  if (token) await endSession(db, token);
  return sessionCookie(null, request, siteUrl);
}
