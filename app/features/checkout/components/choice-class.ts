// One look for every choice of the checkout (delivery, express, how she pays): a bordered box, the
// chosen one outlined in ink.
export const CHOICE_CLASS =
  "flex cursor-pointer items-start gap-3 border border-line bg-white p-4 has-[:checked]:border-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-hazel";

export const CHOICE_INPUT_CLASS = "mt-1 size-4 accent-ink";
