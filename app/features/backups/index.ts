// The backups' rules: when the nightly one runs, how many are kept, when they are overdue, and
// what the owner is told about them (the backups page, the orders page's warning, the failure email).
export { backupFailedEmail } from "./backup-alert";
export { BACKUPS_KEPT, backupOverdue, nextNightlyBackup } from "./backup-schedule";
export {
  checkText,
  formatSize,
  formatWhenWat,
  overdueText,
  PG_DUMP_COMMAND,
  RESTORE_COMMAND,
  takenText,
  TRIGGER_TEXT,
} from "./backup-texts";
