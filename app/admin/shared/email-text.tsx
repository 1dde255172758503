import { Fragment } from "react";

/**
 * An email address that wraps only before its "@" and after its dots, never mid-word: the pieces
 * between are kept whole, and only one too long for the line on its own is broken.
 */
export function EmailText({ email }: { email: string }) {
  const [local = "", ...domain] = email.split("@");
  const pieces = (text: string) =>
    text.split(".").map((part, i, all) => (
      <Fragment key={i}>
        {part}
        {i < all.length - 1 && (
          <>
            .<wbr />
          </>
        )}
      </Fragment>
    ));
  return (
    <span className="[overflow-wrap:break-word]">
      {pieces(local)}
      {domain.length > 0 && (
        <>
          <wbr />@{pieces(domain.join("@"))}
        </>
      )}
    </span>
  );
}
