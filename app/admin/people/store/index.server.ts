// The back office's people, invitations and who did what (tables people, staff_invitations and
// audit_entries): every statement on them is in this folder, called through this file.
export * from "./people.server";
export * from "./invitations.server";
export * from "./audit.server";
