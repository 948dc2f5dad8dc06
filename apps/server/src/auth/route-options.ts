import { type ApiTag, describeRoute, type RouteDoc } from "../http/route-docs";
import type { Auth } from "./auth";
import { requireUser } from "./session";

/**
 * Route options for one feature's routes: the OpenAPI description under the feature's tag, and the session
 * guard its documented access asks for (none for a public route), so the guard and the document agree.
 */
export function featureRoutes(auth: Auth, tag: ApiTag) {
  const guards = { session: requireUser(auth), registered: requireUser(auth, { registeredOnly: true }) };
  return (doc: Omit<RouteDoc, "tag">) => ({
    ...(doc.access === "public" ? {} : { preHandler: guards[doc.access] }),
    ...describeRoute({ tag, ...doc }),
  });
}
