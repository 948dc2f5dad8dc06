import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NumberedPagination, pageItems } from "./NumberedPagination";

describe("numbered pagination", () => {
  it("shows the first, last, current and neighbouring pages, with gaps", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pageItems(6, 10)).toEqual([1, "gap", 5, 6, 7, "gap", 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap", 9, 10]);
  });

  it("marks the current page, moves with Previous/Next and is hidden for a single page", () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <NumberedPagination label="Request pages" page={1} pageCount={3} onPageChange={onPageChange} />,
    );
    expect(screen.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect((screen.getByRole("button", { name: "Previous page" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    fireEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    rerender(<NumberedPagination label="Request pages" page={1} pageCount={1} onPageChange={onPageChange} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
