/** English texts of the account settings page (decision 028). bn/settings.ts has the same keys. */
export default {
  "settings.menu": "Settings",
  "settings.title": "Account settings",
  "settings.intro": "Your profile, your password, and your account.",
  "settings.loading": "Loading your account",
  "settings.failed": "Your account could not be loaded.",
  "settings.profile.title": "Profile",
  "settings.profile.email": "Email Address",
  "settings.profile.emailHint": "Your email address cannot be changed here.",
  "settings.profile.name": "Full name",
  "settings.profile.phone": "Phone number",
  "settings.profile.phoneHint":
    "A Bangladeshi mobile number like 01712345678. Bookings start with it; leave it empty to remove it.",
  "settings.profile.district": "District",
  "settings.profile.noDistrict": "Not chosen",
  "settings.profile.districtHint": "Bookings start with it as the meeting place.",
  "settings.profile.language": "Language",
  "settings.profile.save": "Save profile",
  "settings.profile.saved": "Your profile has been saved.",
  "settings.password.title": "Password",
  "settings.password.intro":
    "Changing your password signs you out on every other device; this one stays signed in.",
  "settings.password.setIntro":
    "You sign in with Google. Set a password to sign in with your email address too; your other devices will be signed out.",
  "settings.password.current": "Current password",
  "settings.password.new": "New password",
  "settings.password.confirm": "Confirm new password",
  "settings.password.hint": "At least 8 characters.",
  "settings.password.change": "Change password",
  "settings.password.set": "Set password",
  "settings.password.changed":
    "Password changed. {count, plural, =0 {No other device was signed in.} one {# other device was signed out.} other {# other devices were signed out.}}",
  "settings.delete.title": "Delete my account",
  "settings.delete.intro":
    "Your account goes for good, with everything it owns: your listings and their photos, your bookings and the bookings of your phones, your reports and verification requests.",
  "settings.delete.lastAdmin":
    "You are the last admin, so you cannot delete your account. Make another admin first.",
  "settings.delete.button": "Delete my account",
  "settings.delete.dialogTitle": "Delete your account?",
  "settings.delete.dialogText": "This cannot be undone. Type your password to confirm.",
  "settings.delete.dialogTextEmail":
    "This cannot be undone. Your account has no password: type its email address ({email}) to confirm.",
  "settings.delete.password": "Password",
  "settings.delete.email": "Email Address",
  "settings.delete.cancel": "Cancel",
  "settings.delete.confirm": "Delete for good",
  "settings.delete.done": "Your account has been deleted. Goodbye!",
} satisfies Record<`settings.${string}`, string>;
