/** A refusal or an ended sign-in, in words, announced to screen readers. */
export function Notice({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className="border border-danger/40 p-4 text-sm text-danger">
      {text}
    </p>
  );
}
