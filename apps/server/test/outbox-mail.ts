import fs from "node:fs";

/** One mail the outbox mailer wrote as an .eml file (no SMTP in tests): its addressee, subject and plain text. */
export interface MailFile {
  to: string;
  subject: string;
  text: string;
}

/** Reads an .eml file of the outbox: its headers, and the body decoded (quoted-printable or base64). */
export function readMailFile(file: string): MailFile {
  const raw = fs.readFileSync(file, "utf8").replace(/\r\n/g, "\n");
  const split = raw.indexOf("\n\n");
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, " ");
  const header = (name: string) =>
    head
      .split("\n")
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? "";
  let text = raw.slice(split + 2);
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  if (encoding === "quoted-printable") text = decodeQuotedPrintable(text);
  else if (encoding === "base64") text = Buffer.from(text.replace(/\s+/g, ""), "base64").toString("utf8");
  return { to: header("To"), subject: header("Subject"), text };
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
