import { describe, expect, it } from "vitest";
import { hasCloze, imageRefs, readField, soundRefs, toSafeText } from "./safe-text";

describe("toSafeText", () => {
  it("strips tags and decodes entities", () => {
    expect(toSafeText("<b>hablar</b> &amp; <i>decir</i>")).toBe("hablar & decir");
    expect(toSafeText("caf&eacute; &#233; &#xe9; &lt;3 &quot;x&quot; &nbsp;y")).toBe('café é é <3 "x" y');
  });

  it("turns <br>, <div>, <p> and list items into line breaks", () => {
    expect(toSafeText("to speak<br>to talk<br/>to say")).toBe("to speak\nto talk\nto say");
    expect(toSafeText("<div>one</div><div>two</div>")).toBe("one\ntwo");
    expect(toSafeText("<ul><li>a</li><li>b</li></ul><p>c</p>")).toBe("a\nb\nc");
  });

  it("collapses source whitespace but keeps the line breaks it made", () => {
    expect(toSafeText("  a \n  b\t\tc  <br>\n\n d ")).toBe("a b c\nd");
    expect(toSafeText("<div><br></div><div><br></div><div>x</div>")).toBe("x");
  });

  it("drops images, sounds, scripts, styles and comments", () => {
    expect(toSafeText('<img src="casa.jpg"> house [sound:casa.mp3]')).toBe("house");
    expect(toSafeText("<script>alert(1)</script>ok<style>.a{}</style><!-- note -->")).toBe("ok");
    expect(toSafeText('<a href="javascript:alert(1)" onclick="x()">link</a>')).toBe("link");
  });

  it("never returns markup, even from tricky input", () => {
    expect(toSafeText("<scr<script>ipt>alert(1)</script>")).not.toMatch(/<script/i);
    expect(toSafeText('<img src=x onerror="alert(1)">')).toBe("");
    expect(toSafeText("a < b > c")).toBe("a < b > c");
    expect(toSafeText('<span title="a>b">t</span>')).toBe("t");
  });

  it("keeps encoded angle brackets as text (they are text, not tags)", () => {
    expect(toSafeText("&lt;b&gt;bold&lt;/b&gt;")).toBe("<b>bold</b>");
  });
});

describe("field contents", () => {
  it("lists sounds and images", () => {
    expect(soundRefs("to eat [sound:comer.mp3] [sound:comer 2.ogg]")).toEqual(["comer.mp3", "comer 2.ogg"]);
    expect(imageRefs(`<img src="a.jpg"><IMG alt='x' src='b c.png'><img src=d.gif>`)).toEqual([
      "a.jpg",
      "b c.png",
      "d.gif",
    ]);
  });

  it("detects cloze deletions", () => {
    expect(hasCloze("{{c1::Madrid}} is the capital of {{c2::Spain::country}}")).toBe(true);
    expect(hasCloze("{{Front}} and c1:: text")).toBe(false);
  });

  it("reports image-only and sound-only fields", () => {
    expect(readField('<div><img src="casa.jpg"></div>')).toEqual({
      text: "",
      sounds: [],
      images: ["casa.jpg"],
      cloze: false,
      imageOnly: true,
    });
    expect(readField("[sound:hola.mp3]")).toMatchObject({ text: "", sounds: ["hola.mp3"], imageOnly: false });
    expect(readField('<img src="x.png"> house')).toMatchObject({ text: "house", imageOnly: false });
  });
});
