import { codeOfIssue, type FieldErrorCodes, limitOfIssue } from "@intranet/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, notFound } from "./errors.js";
import { isNavigation } from "./navigation.js";

/**
 * The field a validation message is keyed by: its path, without the key a body wraps its fields in
 * ({ user: { email } } → `email`), since forms know the fields by their own names. A body's list keeps its name:
 * an activity's second tag is `tags.1`, not `1`.
 */
export function fieldName(segments: string[], isBody: boolean): string {
  const wrapped = isBody && segments.length > 1 && !/^\d+$/.test(segments[1] ?? "");
  return (wrapped ? segments.slice(1) : segments).join(".") || "base";
}

/** Maps every failure to the one error shape; never sends a stack trace. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) return reply.code(err.status).send(err.toJSON());
    // A path that names nothing well-formed names nothing that exists: the same 404 as an unknown id.
    if (hasZodFastifySchemaValidationErrors(err) && err.validationContext === "params") {
      return reply.code(404).send(notFound().toJSON());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      const codes: FieldErrorCodes = {};
      const limits: Record<string, number> = {};
      const isBody = err.validationContext === "body";
      for (const issue of err.validation) {
        const field = fieldName(issue.instancePath.split("/").filter(Boolean), isBody);
        const message = issue.message ?? "invalid";
        // Two checks of one field can fail with the same text (a date's format and its range): say it once.
        if (errors[field]?.includes(message)) continue;
        errors[field] = [...(errors[field] ?? []), message];
        const described = { ...issue.params, code: issue.keyword, message: issue.message };
        const code = codeOfIssue(described);
        codes[field] = [...(codes[field] ?? []), code];
        // The client names the limit ("at least 10 characters"), which the code alone does not say.
        const limit = limitOfIssue(described, code);
        if (limit !== undefined && limits[field] === undefined) limits[field] = limit;
      }
      const status = isBody ? 422 : 400;
      return reply.code(status).send({
        error: status === 422 ? "validation_failed" : "invalid_parameters",
        message: "Please check the highlighted fields.",
        errors,
        codes,
        ...(Object.keys(limits).length > 0 ? { limits } : {}),
      });
    }
    switch (err.code) {
      case "FST_ERR_CTP_INVALID_JSON_BODY":
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        return reply.code(400).send({ error: "invalid_json", message: "The request body is not valid JSON." });
      case "FST_ERR_CTP_BODY_TOO_LARGE":
      case "FST_REQ_FILE_TOO_LARGE":
        return reply.code(413).send({ error: "payload_too_large", message: "The request is too large." });
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        return reply
          .code(415)
          .send({ error: "unsupported_media_type", message: "This content type is not supported." });
      case "FST_INVALID_MULTIPART_CONTENT_TYPE":
        return reply.code(400).send({ error: "invalid_multipart", message: "Expected a multipart upload." });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ error: "bad_request", message: err.message });
    }
    req.log.error({ err }, "unhandled error");
    return reply.code(500).send({ error: "internal_error", message: "Something went wrong. Please try again." });
  });

  app.setNotFoundHandler((req, reply) => {
    if (isNavigation(req)) return reply.sendSpa();
    return reply.code(404).send({ error: "not_found", message: "Not found." });
  });
}

/**
 * Fastify's router refuses a path it cannot read (bad percent-encoding) or whose parameter is longer than it takes
 * before any route or hook runs: answered as the one 404 of a path that names nothing, without echoing the path.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions["frameworkErrors"]> = (_err, _req, reply) => {
  (reply as FastifyReply).code(404).header("content-type", "application/json; charset=utf-8").send(notFound().toJSON());
};
