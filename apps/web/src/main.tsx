import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { registerServiceWorkerLater } from "./lib/service-worker";
import { notify } from "./lib/toast";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const root = createRoot(container);
// As a transition, the first render is done in slices that let the browser paint and answer input
// in between, instead of one long task (on a slow phone, hundreds of milliseconds of a frozen page).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorkerLater((apply) =>
  notify.info("Update available — reload to use the new version.", {
    id: "app-update",
    duration: Number.POSITIVE_INFINITY,
    action: { label: "Reload", onClick: apply },
  }),
);
