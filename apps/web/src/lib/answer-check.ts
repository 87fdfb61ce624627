import { answerSchema } from "@shop/shared/api-answers";
import type { ApiRoute } from "@shop/shared/api-routes";

/** An answer that is not what the route's shared schema says: the server and the web disagree. */
export class AnswerMismatch extends Error {
  constructor(route: ApiRoute, detail: string) {
    super(`${route.method} ${route.path} answered something the web does not expect: ${detail}`);
  }
}

/**
 * Checks a 2xx answer against the shared schema of its route (packages/shared/src/api-answers.ts).
 * Loaded only in development and in the tests (lib/api.ts): the production bundle carries no
 * schema, so a shopper's first download does not grow.
 */
export function checkAnswer(route: ApiRoute, body: unknown): void {
  const schema = answerSchema(route);
  if (!schema) return;
  const result = schema.safeParse(body);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new AnswerMismatch(route, `${first?.path.join(".") || "(the body)"}: ${first?.message}`);
  }
}
