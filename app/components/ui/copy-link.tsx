import { useEffect, useId, useState } from "react";
import { island } from "~/lib/islands/island";

/**
 * A link shown in a read-only field (selectable without a script) and, once the script runs, a
 * Copy link button beside it that puts it on the clipboard and says so.
 */
export function CopyLink({ label, url }: { label: string; url: string }) {
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const [ready, setReady] = useState(false);
  const id = useId();
  // The button shows only once the script runs: without it, the field is there to select.
  useEffect(() => setReady(true), []);
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    );
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 border border-ink/40 bg-white px-3 py-2 font-mono text-sm"
        />
        {ready && (
          <button
            type="button"
            onClick={copy}
            className="inline-flex min-h-11 shrink-0 items-center justify-center bg-ink px-4 label-caps text-ivory hover:bg-hazel-deep"
          >
            Copy link
          </button>
        )}
      </div>
      <p role="status" className="text-sm text-success">
        {copied === "copied" ? "Copied" : copied === "failed" ? "Copy it from the field above." : ""}
      </p>
    </div>
  );
}

export const CopyLinkIsland = island("copy-link", CopyLink);
