/** An email address shown on a page anyone with the link can open: 'a••••@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}${"•".repeat(Math.min(Math.max(at - 1, 1), 6))}${email.slice(at)}`;
}
