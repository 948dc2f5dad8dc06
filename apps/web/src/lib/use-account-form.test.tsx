import { fireEvent, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { TextField } from "../components/ui/TextField";
import { ApiError } from "./api";
import { markToastStackMounted } from "./toast";
import { useAccountForm } from "./use-account-form";

const FIELDS = ["nickname", "city"] as const;
const schema = z.object({
  nickname: z.string().min(1, "Nickname is required"),
  city: z.string().min(1, "City is required"),
});

/** A two-field form whose submit checks, then hands what passed (or the failure) to the test. */
function Probe({
  known,
  onChecked,
  failWith,
}: {
  known?: { nickname?: string };
  onChecked?: (values: z.output<typeof schema>) => void;
  failWith?: unknown;
}) {
  const { formRef, check, showFailure, field } = useAccountForm(FIELDS, { nickname: "", city: "" });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = check(schema, { nickname: field("nickname").value, city: field("city").value }, known);
        if (!parsed) return;
        if (failWith) showFailure(failWith, "Something went wrong");
        else onChecked?.(parsed);
      }}
    >
      <TextField label="Nickname" {...field("nickname")} />
      <TextField label="City" {...field("city")} />
      <button type="submit">Save</button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));
/** Both fields filled, so the schema passes and only a known or server message can stop the save. */
const saveFilled = (city: string) => {
  type("Nickname", "Ada");
  type("City", city);
  save();
};

describe("account form state", () => {
  it("shows the schema's messages, focuses the first invalid field in order and keeps what was typed", () => {
    const onChecked = vi.fn();
    render(<Probe onChecked={onChecked} />);
    type("City", "Lyon");
    save();
    expect(screen.getByText("Nickname is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Nickname"));
    expect((screen.getByLabelText("City") as HTMLInputElement).value).toBe("Lyon");
    expect(onChecked).not.toHaveBeenCalled();

    type("Nickname", "Ada");
    expect(screen.queryByText("Nickname is required")).toBeNull();
    save();
    expect(onChecked).toHaveBeenCalledWith({ nickname: "Ada", city: "Lyon" });
  });

  it("a message known before submitting stops it, but the schema's own message wins", () => {
    const onChecked = vi.fn();
    const { rerender } = render(<Probe known={{ nickname: "Nickname already taken" }} onChecked={onChecked} />);
    save();
    expect(screen.getByText("Nickname is required")).toBeTruthy();
    expect(screen.queryByText("Nickname already taken")).toBeNull();

    saveFilled("Lyon");
    expect(screen.getByText("Nickname already taken")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Nickname"));
    expect(onChecked).not.toHaveBeenCalled();

    rerender(<Probe known={{ nickname: undefined }} onChecked={onChecked} />);
    save();
    expect(screen.queryByText("Nickname already taken")).toBeNull();
    expect(onChecked).toHaveBeenCalledOnce();
  });

  it("puts the server's field messages beside their fields, anything else in a toast", async () => {
    const error = vi.spyOn(toast, "error");
    const refused = new ApiError("Invalid input", 400, "VALIDATION", { city: "Unknown city" });
    const { unmount } = render(<Probe failWith={refused} />);
    saveFilled("Atlantis");
    expect(screen.getByText("Unknown city")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("City"));
    expect(error).not.toHaveBeenCalled();
    unmount();

    render(<Probe failWith={new TypeError("Failed to fetch")} />);
    saveFilled("Lyon");
    markToastStackMounted();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("Something went wrong", expect.anything()));
  });
});
