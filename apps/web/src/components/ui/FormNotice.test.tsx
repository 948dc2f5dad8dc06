import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormNotice } from "./FormNotice";

describe("form notice", () => {
  it("announces a success politely and a failure as an alert", () => {
    render(
      <>
        <FormNotice tone="success">Check your inbox.</FormNotice>
        <FormNotice tone="error">That did not work.</FormNotice>
      </>,
    );
    expect(screen.getByRole("status").textContent).toBe("Check your inbox.");
    expect(screen.getByRole("alert").textContent).toBe("That did not work.");
  });

  it("renders nothing until there is a message", () => {
    const { container } = render(
      <>
        <FormNotice tone="success">{null}</FormNotice>
        <FormNotice tone="success">{""}</FormNotice>
        <FormNotice tone="error">{undefined}</FormNotice>
      </>,
    );
    expect(container.innerHTML).toBe("");
  });
});
