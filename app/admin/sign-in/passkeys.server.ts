import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Db } from "~/server/db/db.server";
import { addressLimitKey } from "~/server/base/address-block.server";
import { hit, waitInWords } from "~/server/base/rate-limit.server";
import { queueAlert } from "~/server/outbox/store.server";
import type { Person } from "../people/store/index.server";
import { personInPlace } from "../people/store/index.server";
import { passkeyAddedEmail } from "./passkey-alert";
import { refusedAnswerWords, relyingParty } from "./relying-party";
import {
  advanceCounter,
  CHALLENGE_SECONDS,
  hasActivePasskey,
  insertPasskey,
  passkeyByCredential,
  passkeysOf,
  storeChallenge,
  takeChallenge,
} from "./store/index.server";

// The passkeys' two ceremonies (docs/decisions/284-passkeys-and-the-sessions-that-used-one.md):
// adding one to a person, and signing in with one. Each answer must carry a challenge this shop
// handed out, still live and never used, and come from the shop's own site.

/**
 * Sign-in challenges one address (an IPv6 /64) may ask for in a challenge's lifetime: the sign-in
 * page is public, so a flood from one connection stops there, and every other address still gets
 * its own (a cap on the whole shop let 500 anonymous requests stop every passkey sign-in).
 */
const SIGN_IN_CHALLENGES_PER_ADDRESS = { limit: 20, windowSeconds: CHALLENGE_SECONDS } as const;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

type Outcome<T> = ({ ok: true } & T) | { ok: false; error: string };

const EXPIRED = "This passkey request has expired or was already used. Please try again.";
const UNREADABLE = "The passkey's answer could not be read. Please try again.";
const SUSPENDED =
  "This passkey was added before the shop's password last changed, so it waits for your approval: sign in with your password, then approve it on your passkeys page.";

/**
 * Whether a session may add, approve or remove her passkeys: once she has a passkey that signs her
 * in, only a session signed in with one; before, her password (the first passkey, or after a
 * change of the password suspended every one she had).
 */
export async function mayChangePasskeys(db: Db, person: Person, byPasskey: boolean): Promise<boolean> {
  return byPasskey || !(await hasActivePasskey(db, person.id));
}

/** A browser's answer, read from the form's field: the shape the checks need, or nothing. */
function readAnswer(json: string | null): { answer: Record<string, unknown>; challenge: string } | undefined {
  if (!json || json.length > 16_384) return undefined;
  try {
    const answer = JSON.parse(json) as unknown;
    if (typeof answer !== "object" || answer === null || Array.isArray(answer)) return undefined;
    const a = answer as Record<string, unknown>;
    const response = a.response as Record<string, unknown> | undefined;
    if (typeof a.id !== "string" || !BASE64URL.test(a.id) || a.id.length > 1400 || a.type !== "public-key")
      return undefined;
    if (typeof response !== "object" || response === null || typeof response.clientDataJSON !== "string")
      return undefined;
    const client = JSON.parse(Buffer.from(response.clientDataJSON, "base64url").toString("utf8")) as unknown;
    const challenge = (client as { challenge?: unknown } | null)?.challenge;
    if (typeof challenge !== "string" || !BASE64URL.test(challenge) || challenge.length > 200) return undefined;
    return { answer: a, challenge };
  } catch {
    return undefined;
  }
}

const userId = (person: Person) => new TextEncoder().encode(`hazel-person-${person.id}`);

/** The options for adding a passkey to this person; its challenge is kept for 5 minutes. */
export async function addOptions(
  db: Db,
  person: Person,
  siteUrl: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty(siteUrl);
  const own = await passkeysOf(db, person.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.email ?? "owner",
    userDisplayName: person.name ?? "The owner",
    userID: userId(person),
    attestationType: "none",
    timeout: CHALLENGE_SECONDS * 1000,
    excludeCredentials: own.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(db, { challenge: options.challenge, purpose: "add", personId: person.id });
  return options;
}

/** A passkey's name: what she calls it, 1 to 60 characters. */
function passkeyName(raw: string | null): Outcome<{ name: string }> {
  const name = (raw ?? "").trim().replace(/\s+/g, " ");
  if (!name) return { ok: false, error: "Give the passkey a name, such as the phone it is on." };
  if (name.length > 60) return { ok: false, error: "A passkey's name is at most 60 characters." };
  return { ok: true, name };
}

/** Adds the passkey the browser made, if it answers a live challenge handed to her, on this site. */
export async function addPasskey(
  db: Db,
  person: Person,
  siteUrl: string,
  fields: { name: string | null; answer: string | null },
): Promise<Outcome<{ name: string }>> {
  const named = passkeyName(fields.name);
  if (!named.ok) return named;
  const read = readAnswer(fields.answer);
  if (!read) return { ok: false, error: UNREADABLE };
  if (!(await takeChallenge(db, { challenge: read.challenge, purpose: "add", personId: person.id })))
    return { ok: false, error: EXPIRED };
  const rp = relyingParty(siteUrl);
  let info;
  try {
    const checked = await verifyRegistrationResponse({
      response: read.answer as unknown as RegistrationResponseJSON,
      expectedChallenge: read.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!checked.verified) return { ok: false, error: refusedAnswerWords("") };
    info = checked.registrationInfo;
  } catch (error) {
    return { ok: false, error: refusedAnswerWords(error instanceof Error ? error.message : "") };
  }
  const kept = await db.transaction(async (tx) => {
    const id = await insertPasskey(tx, {
      personId: person.id,
      credentialId: info.credential.id,
      publicKey: info.credential.publicKey,
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      name: named.name,
    });
    if (id === undefined) return false;
    const email = passkeyAddedEmail({ who: person, name: named.name, at: new Date(), siteUrl });
    await queueAlert(tx, `passkey-added:${id}`, "messages", email);
    return true;
  });
  if (!kept) return { ok: false, error: "This passkey is already added." };
  return { ok: true, name: named.name };
}

/** The options for signing in with any passkey of this shop (the browser offers hers); counted per address. */
export async function signInOptions(
  db: Db,
  siteUrl: string,
  clientAddress: string | undefined,
): Promise<Outcome<{ options: PublicKeyCredentialRequestOptionsJSON }>> {
  const key = addressLimitKey("passkey-challenge", clientAddress);
  const counted = await hit(db, { key, ...SIGN_IN_CHALLENGES_PER_ADDRESS });
  if (!counted.ok) {
    const wait = waitInWords(counted.retryAfterSeconds);
    return {
      ok: false,
      error: `Too many passkey sign-ins were asked for from your connection. Please try again in ${wait}.`,
    };
  }
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(siteUrl).id,
    userVerification: "required",
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await storeChallenge(db, { challenge: options.challenge, purpose: "sign-in", personId: null });
  return { ok: true, options };
}

/**
 * The person a passkey's answer signs in: the challenge live and taken now, the passkey one this
 * shop keeps for a person in place, the answer signed by it for this site, and its counter moved on.
 */
export async function passkeyPerson(
  db: Db,
  siteUrl: string,
  json: string | null,
): Promise<Outcome<{ person: Person }>> {
  const read = readAnswer(json);
  if (!read) return { ok: false, error: UNREADABLE };
  if (!(await takeChallenge(db, { challenge: read.challenge, purpose: "sign-in", personId: null })))
    return { ok: false, error: EXPIRED };
  const passkey = await passkeyByCredential(db, read.answer.id as string);
  const person = passkey && (await personInPlace(db, passkey.personId));
  if (!passkey || !person)
    return { ok: false, error: "This passkey is not one of this shop's. Sign in with your password." };
  if (passkey.suspendedAt) return { ok: false, error: SUSPENDED };
  const rp = relyingParty(siteUrl);
  let newCounter: number;
  try {
    const checked = await verifyAuthenticationResponse({
      response: read.answer as unknown as AuthenticationResponseJSON,
      expectedChallenge: read.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: true,
    });
    if (!checked.verified) return { ok: false, error: refusedAnswerWords("") };
    newCounter = checked.authenticationInfo.newCounter;
  } catch (error) {
    return { ok: false, error: refusedAnswerWords(error instanceof Error ? error.message : "") };
  }
  if (!(await advanceCounter(db, passkey.id, passkey.counter, newCounter)))
    return { ok: false, error: refusedAnswerWords("counter") };
  return { ok: true, person };
}
