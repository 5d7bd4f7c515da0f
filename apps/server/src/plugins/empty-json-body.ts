import type { FastifyInstance } from "fastify";

/**
 * In this plugin scope, a JSON request with an empty body counts as no body. Existing clients
 * send some PATCH calls with a JSON content type and nothing else, which Fastify would refuse.
 */
export function acceptEmptyJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
