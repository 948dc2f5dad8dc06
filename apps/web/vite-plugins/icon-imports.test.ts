import { describe, expect, it } from "vitest";
import { iconFiles, rewriteIconImports } from "./icon-imports";

const entry = [
  "import * as index from './icons/index.mjs';",
  "export { index as icons };",
  "export { default as BookOpenText, default as BookOpenTextIcon, default as LucideBookOpenText } from './icons/book-open-text.mjs';",
  "export { default as CircleAlert, default as AlertCircle } from './icons/circle-alert.mjs';",
  "export { default as createLucideIcon } from './createLucideIcon.mjs';",
].join("\n");

describe("icon imports", () => {
  it("knows each icon's module by every name it is exported under", () => {
    const files = iconFiles(entry);
    expect(files.get("BookOpenText")).toBe("book-open-text");
    expect(files.get("LucideBookOpenText")).toBe("book-open-text");
    expect(files.get("AlertCircle")).toBe("circle-alert");
    expect(files.has("createLucideIcon")).toBe(false);
    expect(files.has("icons")).toBe(false);
  });

  it("imports each icon from its own module, on as many lines, keeping types and unknown names", () => {
    const files = iconFiles(entry);
    const code = [
      'import type { LucideIcon } from "lucide-react";',
      "import {",
      "  BookOpenText,",
      "  AlertCircle as Warn,",
      "  type LucideProps,",
      '} from "lucide-react";',
      "const x = 1;",
    ].join("\n");
    const out = rewriteIconImports(code, files);
    expect(out.split("\n")).toHaveLength(code.split("\n").length);
    expect(out).toContain('import type { LucideIcon } from "lucide-react";');
    expect(out).toContain('import { type LucideProps } from "lucide-react";');
    expect(out).toContain('import BookOpenText from "lucide-react/icons/book-open-text";');
    expect(out).toContain('import Warn from "lucide-react/icons/circle-alert";');
    expect(out).toContain("const x = 1;");
    expect(rewriteIconImports('import { Nope } from "lucide-react";', files)).toBe(
      'import { Nope } from "lucide-react";',
    );
  });
});
