import { useEffect, useState } from "react";
import { island } from "~/lib/islands/island";

/**
 * A link shown in a read-only field (selectable without a script) and, once the script runs, a
 * Copy button that puts it on the clipboard and says so.
 */
export function CopyLink({ label, url }: { label: string; url: string }) {
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const [ready, setReady] = useState(false);
  // The button shows only once the script runs: without it, the field is there to select.
  useEffect(() => setReady(true), []);
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{label}</span>
        <input readOnly value={url} className="w-full border border-ink/40 bg-white px-3 py-2 font-mono text-sm" />
      </label>
      {ready && (
        <button
          type="button"
          onClick={copy}
          className="inline-flex min-h-11 w-fit items-center justify-center bg-ink px-6 py-3 label-caps text-ivory hover:bg-hazel-deep"
        >
          Copy link
        </button>
      )}
      <p role="status" className="text-sm text-success">
        {copied === "copied" ? "Link copied." : copied === "failed" ? "Copy it from the field above." : ""}
      </p>
    </div>
  );
}

export const CopyLinkIsland = island("copy-link", CopyLink);
