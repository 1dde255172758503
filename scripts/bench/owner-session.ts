// The owner's side of a benchmark: a signed-in session, and the fields of a page's form.

/** Signs in as the owner; resolves with the session's cookie header. */
export async function signInAsOwner(base: string, password: string): Promise<string> {
  const signIn = await fetch(`${base}/admin/sign-in`, {
    method: "POST",
    headers: { origin: base },
    body: new URLSearchParams({ password }),
    redirect: "manual",
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (signIn.status !== 303 || !cookie) throw new Error(`The owner's sign-in failed (${signIn.status})`);
  return cookie;
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The named fields of the form on `html` whose text includes `button`, as the browser would post them. */
export function formFields(html: string, button: string): URLSearchParams {
  const form = [...html.matchAll(/<form[^>]*>[\s\S]*?<\/form>/g)].map((m) => m[0]).find((f) => f.includes(button));
  if (!form) throw new Error(`No form with "${button}" on the page`);
  const fields = new URLSearchParams();
  for (const [, name, value] of form.matchAll(/<(?:input|button)[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
    fields.append(name!, unescape(value!));
  }
  return fields;
}
