import { redirect } from "react-router";
import { FIX_PREFIX, keptParam } from "~/features/account";
import { parseMeasurements } from "~/features/measurements";
import { privateHeaders } from "../base/no-store.server";
import { correctKeptMeasurements, keptMeasurementsOfEmail } from "../bespoke/store/index.server";
import { measurementsLinkFor } from "../bespoke/store/index.server";
import { joinSavedAtSignIn } from "../saved/saved.server";
import { deleteMyData, sendDeletionCode } from "./delete-my-data.server";
import { saveHerUpdates } from "./her-updates.server";
import {
  herAnswer,
  herView,
  pleaseSignIn,
  signInAnswer,
  signInView,
  type HerPageServices,
} from "./her-page-view.server";
import { deviceHashOf, readHer, sessionCookie, signOut } from "./session.server";
import { chooseTransferOrder } from "../transfers/her-account.server";
import { sendSignInCode, signInWithCode } from "./sign-in.server";

// Her page's forms (/account), none needing a script, by intent: signing in by an emailed code and
// out, deleting her data, her kept measurements, and the order her transfers go to first. Each answers her page, or a redirect.

export interface HerForm {
  services: HerPageServices;
  request: Request;
  form: URLSearchParams;
  clientAddress: string | undefined;
}

const signedOut = (request: Request, services: HerPageServices, to: string) =>
  redirect(to, {
    status: 303,
    headers: { ...privateHeaders(), "Set-Cookie": sessionCookie(null, request, services.env.SITE_URL) },
  });

/** `send` a code to her email, sign in with the `code`, `sign-out` here or `sign-out-everywhere`. */
async function signInForms(intent: string, { services, request, form, clientAddress }: HerForm) {
  const { db, env } = services;
  const email = form.get("email") ?? "";
  if (intent === "send") {
    const sent = await sendSignInCode(db, { email, clientAddress, siteUrl: env.SITE_URL });
    if (!sent.ok) return signInAnswer(signInView({ step: "email", email: email.slice(0, 254) }, sent.error, 400));
    return signInAnswer(signInView({ step: "code", email: sent.email }));
  }
  if (intent === "code") {
    const signedIn = await signInWithCode(db, {
      email,
      code: form.get("code") ?? "",
      clientAddress,
      deviceHash: deviceHashOf(request),
    });
    if (!signedIn.ok)
      return signInAnswer(signInView({ step: "code", email: email.slice(0, 254) }, signedIn.error, 400));
    await joinSavedAtSignIn(db, request, signedIn.mailbox);
    return redirect("/account", {
      status: 303,
      headers: { ...privateHeaders(), "Set-Cookie": sessionCookie(signedIn.token, request, env.SITE_URL) },
    });
  }
  const her = await readHer(db, request);
  if (her.signedIn) await signOut(db, her, intent === "sign-out-everywhere");
  return signedOut(request, services, "/account");
}

/** `delete-send` emails her a code; `delete-confirm` with it deletes her data and signs her out. */
async function deletionForms(intent: string, { services, request, form, clientAddress }: HerForm) {
  const { db, env } = services;
  const her = await readHer(db, request);
  if (!her.signedIn) return pleaseSignIn(her.notice);
  if (intent === "delete-send") {
    const sent = await sendDeletionCode(db, her, clientAddress, env.SITE_URL);
    const deletion = { codeSent: sent.ok, error: sent.ok ? null : sent.error };
    return herAnswer(await herView(services, her.email, null, deletion), sent.ok ? 200 : 429);
  }
  const deleted = await deleteMyData(db, her, form.get("code") ?? "", clientAddress);
  if (!deleted.ok)
    return herAnswer(await herView(services, her.email, null, { codeSent: true, error: deleted.error }), 400);
  // She is signed out: what her orders on their way keep travels in the address, in its own form.
  const kept = deleted.kept.length > 0 ? `&kept=${encodeURIComponent(keptParam(deleted.kept))}` : "";
  return signedOut(request, services, `/account?done=deleted${kept}`);
}

/** `use-measurements` opens the bespoke form with a kept set; `correct-measurements` corrects it. */
async function measurementForms(intent: string, { services, request, form }: HerForm) {
  const { db } = services;
  const her = await readHer(db, request);
  if (!her.signedIn) return pleaseSignIn(her.notice);
  const keptId = Number(form.get("kept"));
  const mine = (await keptMeasurementsOfEmail(db, her.email)).some((k) => k.id === keptId);
  if (!mine)
    return herAnswer(
      { ...(await herView(services, her.email)), notice: "Those measurements are not kept under your email." },
      404,
    );
  if (intent === "use-measurements") {
    const token = await measurementsLinkFor(db, keptId, her.email);
    return redirect(`/bespoke?measurements=${token}`, { status: 303, headers: privateHeaders() });
  }
  const parsed = parseMeasurements((name) => form.get(name), { prefix: FIX_PREFIX });
  if (!parsed.ok) {
    const fix = { keptId, errors: parsed.errors, typed: parsed.typed as Record<string, string>, saved: false };
    return herAnswer(await herView(services, her.email, fix), 400);
  }
  await correctKeptMeasurements(db, keptId, parsed.measurements, "herself, on her page");
  return herAnswer(await herView(services, her.email, { keptId, errors: {}, typed: {}, saved: true }));
}

/** `updates`: her numbers ticked get WhatsApp or SMS updates, those unticked no more. */
async function updatesForm(_intent: string, { services, request, form }: HerForm) {
  const her = await readHer(services.db, request);
  if (!her.signedIn) return pleaseSignIn(her.notice);
  await saveHerUpdates(services.db, her.email, form.getAll("updates"));
  const view = await herView(services, her.email);
  return herAnswer({ ...view, updates: { ...view.updates, saved: true } });
}

/** `transfer-order`: the order her transfers go to first (`order`, or empty for her oldest that owes). */
async function transferForms(_intent: string, { services, request, form }: HerForm) {
  const her = await readHer(services.db, request);
  if (!her.signedIn) return pleaseSignIn(her.notice);
  const chosen = await chooseTransferOrder(services.db, her.email, form.get("order") ?? "");
  const view = await herView(services, her.email);
  return herAnswer(
    {
      ...view,
      notice: chosen
        ? "Saved: your transfers go to that order first."
        : "That order owes nothing a transfer can pay: choose one of the list.",
    },
    chosen ? 200 : 400,
  );
}

type FormAnswer = Promise<Response | ReturnType<typeof herAnswer>>;

const FORMS: Record<string, (intent: string, form: HerForm) => FormAnswer> = {
  send: signInForms,
  code: signInForms,
  "sign-out": signInForms,
  "sign-out-everywhere": signInForms,
  "delete-send": deletionForms,
  "delete-confirm": deletionForms,
  "use-measurements": measurementForms,
  "correct-measurements": measurementForms,
  updates: updatesForm,
  "transfer-order": transferForms,
};

/** Her page's answer to a form by its intent; an unknown intent is told to choose. */
export async function answerHerForm(intent: string | null, herForm: HerForm): FormAnswer {
  const forms = intent !== null && Object.hasOwn(FORMS, intent) ? FORMS[intent] : undefined;
  if (!forms || intent === null)
    return signInAnswer(signInView({ step: "email", email: "" }, "Choose what to do.", 400));
  return forms(intent, herForm);
}
