import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { LanguagePicker } from "./LanguagePicker";

function Picker({ onChange, initial = "" }: { onChange: (code: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <LanguagePicker
      label="Term language"
      value={value}
      onChange={(code) => {
        setValue(code);
        onChange(code);
      }}
    />
  );
}

const input = () => screen.getByRole("combobox", { name: "Term language" }) as HTMLInputElement;
const optionNames = () => screen.getAllByRole("option").map((option) => option.textContent);
const active = () => document.getElementById(input().getAttribute("aria-activedescendant") ?? "")?.textContent;

describe("language picker", () => {
  it("filters as the learner types, names first, and Enter picks the highlighted language", () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    fireEvent.change(input(), { target: { value: "fin" } });
    expect(input().getAttribute("aria-expanded")).toBe("true");
    expect(optionNames()[0]).toBe("Finnish (fi)");
    expect(active()).toBe("Finnish (fi)");

    fireEvent.keyDown(input(), { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith("fi");
    expect(input().value).toBe("Finnish (fi)");
    expect(input().getAttribute("aria-expanded")).toBe("false");
  });

  it("walks the list with the arrow keys, wrapping at the ends", () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    fireEvent.change(input(), { target: { value: "swe" } });
    const names = optionNames();
    expect(names.length).toBeGreaterThan(0);
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(active()).toBe(names[1 % names.length]);
    fireEvent.keyDown(input(), { key: "ArrowUp" });
    fireEvent.keyDown(input(), { key: "ArrowUp" });
    expect(active()).toBe(names.at(-1));
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("finds a language by its code and ignores accents", () => {
    render(<Picker onChange={() => {}} />);
    fireEvent.change(input(), { target: { value: "ja" } });
    expect(optionNames()[0]).toBe("Japanese (ja)");
    fireEvent.change(input(), { target: { value: "bokmal" } });
    expect(optionNames()[0]).toMatch(/Bokmål \(nb\)/);
  });

  it("Escape closes the list and puts the chosen language back", () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} initial="de" />);
    expect(input().value).toBe("German (de)");
    input().focus();
    fireEvent.change(input(), { target: { value: "xyzzy" } });
    expect(screen.getByText("No language matches “xyzzy”")).toBeTruthy();
    fireEvent.keyDown(input(), { key: "Escape" });
    expect(input().getAttribute("aria-expanded")).toBe("false");
    expect(input().value).toBe("German (de)");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("opens on the chosen language with ↓ and says which one is chosen", () => {
    render(<Picker onChange={() => {}} initial="fi" />);
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(active()).toBe("Finnish (fi)");
    expect(screen.getByLabelText("Chosen")).toBeTruthy();
  });
});
