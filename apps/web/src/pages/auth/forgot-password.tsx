import { Link } from "react-router";
import { t } from "@/lib/i18n/i18n";

/** The login form's way to the Forgot Password page, carrying the email typed so far. */
export function ForgotPassword({ email }: { email: string }) {
  return (
    <Link
      to="/forgot-password"
      state={{ email }}
      className="link link-secondary block w-fit py-1 text-sm font-medium"
    >
      {t("auth.forgot.question")}
    </Link>
  );
}
