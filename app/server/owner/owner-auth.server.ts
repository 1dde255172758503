import { createHash, timingSafeEqual } from "node:crypto";
import { data, redirect } from "react-router";
import type { Db } from "../db/db.server";
import { isCrossSite } from "../http/same-origin.server";
import { getServices, type Services } from "../services.server";
import { createSession, endSession, IDLE_SECONDS, isSessionValid } from "./sessions.server";

const SESSION_COOKIE = "hazel_owner";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Compares in constant time: hashing first gives equal lengths whatever was typed. */
export function isOwnerPassword(given: string, password: string): boolean {
  return timingSafeEqual(digest(given), digest(password));
}

/** The session token the request's cookie carries, if it has the shape of one. */
export function sessionToken(request: Request): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) {
      const token = value.join("=");
      return TOKEN.test(token) ? token : undefined;
    }
  }
  return undefined;
}

function isHttps(request: Request, siteUrl: string): boolean {
  return new URL(request.url).protocol === "https:" || siteUrl.startsWith("https:");
}

/** The cookie that carries a session: only to /admin, never to scripts, not on other sites' requests. */
export function sessionCookie(token: string | null, request: Request, siteUrl: string): string {
  const parts = [`${SESSION_COOKIE}=${token ?? ""}`, "Path=/admin", "HttpOnly", "SameSite=Lax"];
  parts.push(token ? `Max-Age=${IDLE_SECONDS}` : "Max-Age=0");
  if (isHttps(request, siteUrl)) parts.push("Secure");
  return parts.join("; ");
}

/** Where a signed-out visitor is sent back to after signing in: only a back-office address. */
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
 * Returns the database, which every back-office page goes on to read.
 */
export async function requireOwner(request: Request): Promise<Db> {
  const { db } = await getServices();
  const token = sessionToken(request);
  if (!token || !(await isSessionValid(db, token))) throw redirect(signInAddress(request));
  return db;
}

/** A back-office form's POST, sent from the shop's own pages; anything else is refused. */
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

/** Every back-office action: a POST from the shop's own pages, with a live session. */
export async function requireOwnerAction(request: Request): Promise<Db> {
  const { db } = await requireSameSite(request);
  const token = sessionToken(request);
  if (!token || !(await isSessionValid(db, token))) throw redirect("/admin/sign-in", 303);
  return db;
}

/** Signs the owner in: a new session and its cookie. */
export async function signIn(db: Db, request: Request, siteUrl: string): Promise<string> {
  return sessionCookie(await createSession(db), request, siteUrl);
}

/** Ends the request's session, if any, and returns the cookie that clears it. */
export async function signOut(db: Db, request: Request, siteUrl: string): Promise<string> {
  const token = sessionToken(request);
  if (token) await endSession(db, token);
  return sessionCookie(null, request, siteUrl);
}
