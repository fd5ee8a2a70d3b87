export const authEn = {
  signIn: {
    title: "Sign in",
    intro: "Welcome to {{network}}",
    email: "E-mail",
    password: "Password",
    submit: "Sign in",
    forgot: "Forgot your password?",
  },
  errors: {
    challenge_expired: "Please sign in again.",
    invalid_credentials: "Invalid e-mail or password.",
    rate_limited: "Too many attempts. Please wait a moment and try again.",
    account_locked: "Your account is locked. Please contact an administrator.",
    unauthorized: "Please sign in to continue.",
  },
  passwordNew: {
    title: "Forgot your password?",
    intro: "Enter your e-mail address and we will send you a link to choose a new password.",
    email: "E-mail",
    submit: "Send link",
    success: "If the address belongs to an account, a mail with a link to reset the password is on its way.",
    back: "Back to sign in",
  },
  passwordEdit: {
    title: "Choose a new password",
    password: "New password",
    confirmation: "Confirm new password",
    submit: "Change password",
    success: "Your password has been changed. You can sign in now.",
    missingToken: "This link is incomplete. Please request a new one.",
    invalidToken: "This link is invalid or has expired. Please request a new one.",
    requestNew: "Request a new link",
  },
  registration: {
    title: "Edit registration",
    email: "E-mail",
    password: "New password",
    passwordHint: "Leave empty to keep your current password.",
    confirmation: "Confirm new password",
    currentPassword: "Current password",
    currentPasswordHint: "Enter your current password to confirm the changes.",
    submit: "Save",
  },
};

export type AuthMessages = typeof authEn;
