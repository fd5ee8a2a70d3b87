export const twoFactorEn = {
  title: "Two-factor authentication",
  signInIntro: "Enter the code from your authenticator app or the mail we sent you, or one of your backup codes.",
  code: "Code",
  verify: "Verify",
  invalidCode: "The code is not valid.",
  types: { totp: "Authenticator app", email: "Codes by e-mail" },
  active: "Active",
  notSetUp: "Not set up",
  add: "Set up",
  remove: "Remove",
  activate: "Activate",
  resetBackupCodes: "New backup codes",
  scan: "Scan the code with your authenticator app, or enter the address below, then type the code it shows.",
  mailed: "We have sent you a code by e-mail. Enter it here.",
  deleteConfirm: "Remove codes by e-mail as a second factor?",
  deleteNeedsCode: "Enter a current code to remove the authenticator app.",
  resetNeedsCode: "Enter a current code to get new backup codes. The old ones stop working.",
  backupIntro: "Keep these backup codes somewhere safe. Each works once when you cannot use your second factor.",
  download: "Download backup_codes.txt",
  done: "Done",
};

export type TwoFactorMessages = typeof twoFactorEn;
