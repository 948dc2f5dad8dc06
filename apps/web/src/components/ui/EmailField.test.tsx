import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailField } from "./EmailField";

describe("e-mail field", () => {
  it("is the labelled, required e-mail input browsers and phones recognise, with its message wired", () => {
    render(<EmailField defaultValue="ada@" error="Please enter a valid email address" />);
    const input = screen.getByLabelText("Email") as HTMLInputElement;
    expect(input.name).toBe("email");
    expect(input.type).toBe("email");
    expect(input.required).toBe(true);
    expect(input.getAttribute("autocomplete")).toBe("email");
    expect(input.getAttribute("inputmode")).toBe("email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Please enter a valid email address",
    );
  });
});
