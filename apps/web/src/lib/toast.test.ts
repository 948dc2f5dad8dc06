import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { markToastStackMounted, notify } from "./toast";

describe("notify", () => {
  it("uses the spec's durations: default 3000, info 2000, error 5000, loading until resolved", async () => {
    const success = vi.spyOn(toast, "success");
    const warning = vi.spyOn(toast, "warning");
    const info = vi.spyOn(toast, "info");
    const error = vi.spyOn(toast, "error");
    const loading = vi.spyOn(toast, "loading");
    notify.success("s");
    notify.warning("w");
    notify.info("i");
    notify.error("e");
    notify.loading("l");
    // Raised before the stack is on screen: they wait for it, none is lost.
    expect(success).not.toHaveBeenCalled();
    markToastStackMounted();
    await vi.waitFor(() => expect(loading).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith("s", { duration: 3000 });
    expect(warning).toHaveBeenCalledWith("w", { duration: 3000 });
    expect(info).toHaveBeenCalledWith("i", { duration: 2000 });
    expect(error).toHaveBeenCalledWith("e", { duration: 5000 });
    expect(loading).toHaveBeenCalledWith("l", { duration: Number.POSITIVE_INFINITY });
  });

  it("lets a caller name another duration where the spec does (deck added: 4000 ms)", async () => {
    const success = vi.spyOn(toast, "success");
    notify.success("added", { duration: 4000 });
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("added", { duration: 4000 }));
  });
});
