import { act, render, screen } from "@testing-library/react";
import { Suspense, useState } from "react";
import { describe, expect, it } from "vitest";
import { lazyNamed } from "./lazy-named";

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Hello {name} {count}
    </button>
  );
}

/** A chunk whose arrival the test decides. */
function chunk() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<{ Greeting: typeof Greeting }>((resolve) => {
    arrive = () => resolve({ Greeting });
  });
  return { load: () => arrived, arrive };
}

type LazyGreeting = ReturnType<typeof lazyNamed<{ Greeting: typeof Greeting }, "Greeting">>;

const page = (Lazy: LazyGreeting, name = "Ada") => (
  <Suspense fallback={<p>Loading…</p>}>
    <Lazy name={name} />
  </Suspense>
);

/** Synchronously after render: the component is on screen and no fallback was committed first. */
function expectRenderedAtOnce() {
  expect(screen.queryByText("Loading…")).toBeNull();
  expect(screen.getByRole("button", { name: "Hello Ada 0" })).toBeTruthy();
}

/**
 * Preloads a lazy component, lets its chunk arrive, then renders it — or, with `viaAnotherComponent`,
 * renders another lazy component made with the same loader.
 */
async function renderAfterPreload(viaAnotherComponent: boolean) {
  const { load, arrive } = chunk();
  const preloaded = lazyNamed(load, "Greeting");
  const rendered = viaAnotherComponent ? lazyNamed(load, "Greeting") : preloaded;
  preloaded.preload();
  await act(async () => arrive());
  render(page(rendered));
}

describe("lazyNamed", () => {
  it("shows the fallback until the chunk arrives, then the component", async () => {
    const { load, arrive } = chunk();
    const Lazy = lazyNamed(load, "Greeting");
    render(page(Lazy));
    expect(screen.getByText("Loading…")).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByRole("button", { name: "Hello Ada 0" })).toBeTruthy();
  });

  it("renders a preloaded chunk's component in the first pass, without its fallback", async () => {
    await renderAfterPreload(false);
    expectRenderedAtOnce();
  });

  it("preloads every component of a chunk that shares its loader", async () => {
    await renderAfterPreload(true);
    expectRenderedAtOnce();
  });

  it("keeps a mounted instance (and its state) when its parent renders again after the chunk arrived", async () => {
    const { load, arrive } = chunk();
    const Lazy = lazyNamed(load, "Greeting");
    const { rerender } = render(page(Lazy));
    await act(async () => arrive());
    const button = await screen.findByRole("button", { name: "Hello Ada 0" });
    act(() => button.click());
    expect(screen.getByRole("button", { name: "Hello Ada 1" })).toBeTruthy();
    rerender(page(Lazy, "Grace"));
    expect(screen.getByRole("button", { name: "Hello Grace 1" })).toBeTruthy();
  });
});
