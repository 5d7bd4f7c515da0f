import type { FastifyRequest } from "fastify";
import type { Config } from "../config";

/**
 * The address the public reaches the site at, without a trailing slash, for absolute links
 * (link previews, the sitemap, robots.txt): BASE_URL when it is set. Without it, the origin the
 * request was made to when the configuration trusts it (a loopback name on a laptop), else the
 * default BASE_URL: a forged Host header never puts an address of its own into a page.
 */
export function publicUrlOf(request: FastifyRequest, config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  const asked = `${request.protocol}://${request.host}`;
  return config.trustedOrigins.includes(asked) ? asked : config.baseUrl;
}
