import type { ConnectedTool } from "@app/domain/mining";
import { apiRequest } from "../../../lib/api";

export type { ConnectedTool };

/** GET /api/me/connected-tools: newest first. */
export async function listConnectedTools(): Promise<ConnectedTool[]> {
  return (await apiRequest<{ items: ConnectedTool[] }>("/me/connected-tools")).items;
}

/** POST /api/me/connected-tools: the new tool and its key, which is never shown again. */
export function connectTool(name: string): Promise<{ tool: ConnectedTool; key: string }> {
  return apiRequest("/me/connected-tools", { method: "POST", body: { name } });
}

/** DELETE /api/me/connected-tools/:id: the key is refused from the next request on. */
export function revokeTool(id: string): Promise<unknown> {
  return apiRequest(`/me/connected-tools/${encodeURIComponent(id)}`, { method: "DELETE" });
}
