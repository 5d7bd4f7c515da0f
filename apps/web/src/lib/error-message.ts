import { ApiRequestError, NETWORK_ERROR, OFFLINE, TIMEOUT } from "./api-client";

const FRIENDLY: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Wrong email or password. Please check both and try again.",
  USER_ALREADY_EXISTS: "An account with this email already exists. Try logging in instead.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    "An account with this email already exists. Try logging in instead.",
  RATE_LIMITED: "Too many attempts. Please wait a minute and try again.",
  PROVIDER_NOT_FOUND: "Google sign-in is not set up on this server yet.",
  UNAUTHORIZED: "Please log in first.",
  FORBIDDEN: "You are not allowed to do that.",
  [NETWORK_ERROR]: "Can't reach the server. Check your connection and try again.",
  [OFFLINE]: "You are offline. Connect to the internet and try again.",
  [TIMEOUT]: "The server took too long to answer. Please try again.",
};

/** Words for a person, never a raw error code. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return (
      FRIENDLY[error.code] ?? (error.statusCode === 429 ? FRIENDLY.RATE_LIMITED! : error.message)
    );
  }
  return "Something went wrong. Please try again.";
}
