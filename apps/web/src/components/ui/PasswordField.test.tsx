import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PasswordField } from "./PasswordField";

describe("password field", () => {
  it("shows and hides what was typed with a button named after the field, keeping the value", () => {
    render(<PasswordField label="Confirm Password" name="confirmPassword" defaultValue="Lantern-Sky-93" />);
    const input = screen.getByLabelText("Confirm Password") as HTMLInputElement;
    const show = screen.getByRole("button", { name: "Show confirm password" });
    expect(input.type).toBe("password");
    expect(show.getAttribute("aria-pressed")).toBe("false");
    expect(show.getAttribute("aria-controls")).toBe(input.id);

    fireEvent.click(show);
    const hide = screen.getByRole("button", { name: "Hide confirm password" });
    expect(input.type).toBe("text");
    expect(hide.getAttribute("aria-pressed")).toBe("true");
    expect(input.value).toBe("Lantern-Sky-93");
    // Shown as text it must not be spell-checked or capitalised.
    expect(input.getAttribute("spellcheck")).toBe("false");
    expect(input.getAttribute("autocapitalize")).toBe("none");

    fireEvent.click(hide);
    expect(input.type).toBe("password");
  });

  it("each field has its own toggle", () => {
    render(
      <form>
        <PasswordField label="New Password" name="newPassword" />
        <PasswordField label="Confirm New Password" name="confirmPassword" />
      </form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show new password" }));
    expect((screen.getByLabelText("New Password") as HTMLInputElement).type).toBe("text");
    expect((screen.getByLabelText("Confirm New Password") as HTMLInputElement).type).toBe("password");
  });
});
