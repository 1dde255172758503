import path from "node:path";

// A backup's file name says when it was taken (UTC, to the millisecond): names sort by age, and
// nothing but a name of this shape is ever listed, served or deleted.

const NAME = /^hazel-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)\.(\d{3})Z\.backup$/;

export const backupName = (at: Date): string => `hazel-${at.toISOString().replace(/:/g, "-")}.backup`;

export const isBackupName = (name: string): boolean => NAME.test(name);

/** The file of a backup in `dir` by its name; undefined for anything that is not a backup's name. */
export function backupPath(dir: string, name: string): string | undefined {
  return isBackupName(name) ? path.join(dir, name) : undefined;
}
