import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, sentBodies } from "../../../test/fake-api";
import { fakeAuthClientModule, signedIn } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

const tool = {
  id: "7b0f3c36-1d53-4c1f-9d37-2b3f0c1a2b3c",
  name: "Yomitan",
  prefix: "lx_AbCdE",
  createdAt: "2026-11-20T10:00:00.000Z",
  lastUsedAt: null,
};

describe("Settings → Connected tools", () => {
  beforeEach(() => signedIn(false));

  it("creates a key shown once, lists the tool, and revokes it after a confirmation", async () => {
    let listed: (typeof tool)[] = [];
    const api = mockApi({
      "GET /api/me/connected-tools": () => ({ body: { items: listed } }),
      "POST /api/me/connected-tools": () => {
        listed = [tool];
        return { status: 201, body: { tool, key: "lx_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg" } };
      },
      [`DELETE /api/me/connected-tools/${tool.id}`]: () => {
        listed = [];
        return { status: 204 };
      },
    });
    renderApp("/settings");
    const section = await screen.findByRole("region", { name: "Connected tools" });
    expect(await within(section).findByText("No tools connected yet.")).toBeTruthy();
    expect((within(section).getByLabelText("AnkiConnect address") as HTMLInputElement).value).toBe(
      `${window.location.origin}/ankiconnect`,
    );
    fireEvent.click(within(section).getByRole("button", { name: "Create key" }));
    expect(await within(section).findByText("Give the tool a name.")).toBeTruthy();
    fireEvent.change(within(section).getByLabelText("Tool name"), { target: { value: " Yomitan " } });
    fireEvent.click(within(section).getByRole("button", { name: "Create key" }));
    const key = (await within(section).findByLabelText("API key")) as HTMLInputElement;
    expect(key.value).toBe("lx_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg");
    expect(sentBodies(api, "POST /api/me/connected-tools")).toEqual([{ name: "Yomitan" }]);
    const list = await within(section).findByRole("list", { name: "Connected tools" });
    expect(within(list).getByText(/Never used/)).toBeTruthy();
    fireEvent.click(within(section).getByRole("button", { name: "Done" }));
    expect(within(section).queryByLabelText("API key")).toBeNull();

    fireEvent.click(within(list).getByRole("button", { name: "Revoke Yomitan" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke the key for Yomitan?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke key" }));
    expect(await screen.findByText("Key for Yomitan revoked.")).toBeTruthy();
    await waitFor(() => expect(within(section).getByText("No tools connected yet.")).toBeTruthy());
  }, 20_000);
});
