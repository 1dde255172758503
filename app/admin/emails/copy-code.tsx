import { useEffect, useState } from "react";
import { island } from "~/lib/islands/island";

/**
 * A code an email carries: selected whole by one click or tap without a script, and once the script
 * runs, a Copy button beside it that puts it on the clipboard and says so.
 */
export function CopyCode({ code }: { code: string }) {
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => setReady(true), []);
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    );
  };
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <code className="select-all bg-white px-1 font-mono font-medium tracking-wider">{code}</code>
      {ready && (
        <button
          type="button"
          onClick={copy}
          className="label-caps inline-flex min-h-11 items-center underline underline-offset-4"
        >
          {copied === "copied" ? "Copied" : "Copy"}
          <span className="sr-only"> the code {code}</span>
        </button>
      )}
      <span role="status" className="sr-only">
        {copied === "copied" ? "Copied." : copied === "failed" ? "Select the code and copy it." : ""}
      </span>
    </span>
  );
}

export const CopyCodeIsland = island("copy-code", CopyCode);
