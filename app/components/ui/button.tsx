import type { ComponentProps } from "react";

export type ButtonVariant = "primary" | "outline" | "quiet";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-ink text-ivory hover:bg-hazel-deep disabled:bg-ink-soft",
  outline: "border border-ink text-ink hover:bg-ink hover:text-ivory disabled:opacity-50",
  quiet: "text-ink underline-offset-4 hover:underline disabled:opacity-50",
};

/** Class names of the shop's buttons, for links that look like buttons too. */
export function buttonClass(variant: ButtonVariant = "primary", extra = "") {
  const shape = variant === "quiet" ? "px-1 py-2" : "px-7 py-3.5";
  return `inline-flex min-h-11 items-center justify-center gap-2 label-caps transition-colors disabled:cursor-not-allowed ${shape} ${variants[variant]} ${extra}`;
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
