// Takes backups back to back through the owner's "Back up now" while a benchmark loads the shop:
// signs in as the owner, then submits the backups page's own form until stopped.
import { formFields, signInAsOwner } from "./owner-session";

export async function keepBackingUp(base: string, password: string) {
  const origin = { origin: base };
  const cookie = await signInAsOwner(base, password);
  const page = await (await fetch(`${base}/admin/backups`, { headers: { cookie } })).text();
  const fields = formFields(page, "Back up now");
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
