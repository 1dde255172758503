// Takes backups back to back through the owner's "Back up now" while a benchmark loads the shop:
// signs in as the owner, then submits the backups page's own form until stopped.

const formOf = (html: string, button: string) => {
  const form = [...html.matchAll(/<form[^>]*>[\s\S]*?<\/form>/g)].map((m) => m[0]).find((f) => f.includes(button));
  if (!form) throw new Error(`No form with "${button}" on the backups page`);
  const fields = new URLSearchParams();
  for (const [, name, value] of form.matchAll(/<(?:input|button)[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
    fields.append(name!, value!);
  }
  return fields;
};

export async function keepBackingUp(base: string, password: string) {
  const origin = { origin: base };
  const signIn = await fetch(`${base}/admin/sign-in`, {
    method: "POST",
    headers: origin,
    body: new URLSearchParams({ password }),
    redirect: "manual",
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (signIn.status !== 303 || !cookie) throw new Error(`The owner's sign-in failed (${signIn.status})`);
  const page = await (await fetch(`${base}/admin/backups`, { headers: { cookie } })).text();
  const fields = formOf(page, "Back up now");
  const seconds: number[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const answer = await fetch(`${base}/admin/backups`, {
        method: "POST",
        headers: { ...origin, cookie },
        body: fields,
        redirect: "manual",
      });
      if (answer.status !== 303) throw new Error(`"Back up now" answered ${answer.status}`);
      seconds.push((performance.now() - started) / 1000);
    }
  })();
  return {
    /** Stops after the backup under way; resolves with how many were taken and how long each took. */
    async stop() {
      stopped = true;
      await loop;
      return `${seconds.length} backups taken meanwhile (${seconds.map((s) => `${s.toFixed(1)} s`).join(", ")})`;
    },
  };
}
