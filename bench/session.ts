// Signs in through the real API and returns the cookies a browser would send back.
import { BENCH_PASSWORD } from "./seed";

export async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: ${response.status} ${text}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (cookies.length === 0) throw new Error(`Sign-in of ${email} set no cookie`);
  return cookies.join("; ");
}
