import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "./api";
import { checkForm, type FieldErrors, showServerErrors } from "./forms";

const FIELDS = ["name", "email"] as const;
type Field = (typeof FIELDS)[number];
const schema = z.object({ name: z.string().min(1, "Give a name."), email: z.email("Give an e-mail.") });

/** A form with the two fields, in the page, and what the checks showed. */
function formView() {
  const form = document.createElement("form");
  for (const name of FIELDS) form.append(Object.assign(document.createElement("input"), { name }));
  document.body.append(form);
  const show = vi.fn<(errors: FieldErrors<Field>) => void>();
  return { form, view: { form, fields: FIELDS, show } };
}

describe("checkForm", () => {
  it("answers the parsed values and shows no message when the input passes", () => {
    const { view } = formView();
    expect(checkForm(schema, { name: "Ana", email: "ana@example.org" }, view)).toEqual({
      name: "Ana",
      email: "ana@example.org",
    });
    expect(view.show).toHaveBeenCalledWith({});
  });

  it("answers null, shows each field's message and focuses the first invalid field", () => {
    const { form, view } = formView();
    expect(checkForm(schema, { name: "Ana", email: "nope" }, view)).toBeNull();
    expect(view.show).toHaveBeenCalledWith({ email: "Give an e-mail." });
    expect(document.activeElement).toBe(form.elements.namedItem("email"));
  });

  it("refuses input the schema passed when a message was known before", () => {
    const { form, view } = formView();
    expect(checkForm(schema, { name: "Ana", email: "ana@example.org" }, view, { name: "Taken." })).toBeNull();
    expect(view.show).toHaveBeenCalledWith({ name: "Taken." });
    expect(document.activeElement).toBe(form.elements.namedItem("name"));
  });
});

describe("showServerErrors", () => {
  it("shows the server's messages for the form's fields and says whether there were any", () => {
    const { form, view } = formView();
    const refused = new ApiError("Invalid input", 400, "VALIDATION_ERROR", { email: "Already used.", other: "x" });
    expect(showServerErrors(refused, view)).toBe(true);
    expect(view.show).toHaveBeenCalledWith({ email: "Already used." });
    expect(document.activeElement).toBe(form.elements.namedItem("email"));
    expect(showServerErrors(new Error("offline"), view)).toBe(false);
    expect(view.show).toHaveBeenLastCalledWith({});
  });
});
