import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { CopyField } from "../../../components/ui/CopyField";
import { Dialog, DialogActions } from "../../../components/ui/Dialog";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/toast";
import { type ConnectedTool, connectTool, listConnectedTools, revokeTool } from "../api/connected-tools";
import { SettingsSection } from "./SettingsSection";

// Invented texts: the spec has no connected tools.
const INTRO =
  "Mining tools such as Yomitan, asbplayer or mpvacious can add words, their sentences and recordings straight into your own decks. In the tool's Anki settings, set the AnkiConnect address below and a key made here.";
const NONE = "No tools connected yet.";
const LOAD_FAILED = "Could not load your connected tools. Please try again.";
const CREATE_FAILED = "Could not create the key. Please try again.";
const REVOKE_FAILED = "Could not revoke the key. Please try again.";
const KEY_ONCE = "Copy this key now: it is shown only once. If you lose it, revoke it and create another.";
const QUERY_KEY = ["connected-tools"];

/** Settings → Connected tools: the AnkiConnect address, keys made (shown once), listed and revoked. */
export function ConnectedToolsSection() {
  const tools = useQuery({ queryKey: QUERY_KEY, queryFn: listConnectedTools });
  const [newKey, setNewKey] = useState<{ name: string; apiKey: string } | null>(null);
  const list = tools.data ?? [];
  return (
    <SettingsSection id="connected-tools-heading" title="Connected tools">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted">{INTRO}</p>
        <CopyField
          label="AnkiConnect address"
          value={`${window.location.origin}/ankiconnect`}
          copiedText="Address copied"
          manualText="Press Ctrl+C (or ⌘C) to copy the address"
          buttonLabel="Copy the AnkiConnect address"
        />
        {newKey ? <NewKeyPanel {...newKey} onDone={() => setNewKey(null)} /> : <NewToolForm onCreated={setNewKey} />}
        {tools.isError ? <p className="text-sm text-danger">{LOAD_FAILED}</p> : null}
        {tools.isSuccess && list.length === 0 ? <p className="text-sm text-fg-muted">{NONE}</p> : null}
        {list.length > 0 ? (
          <ul aria-label="Connected tools" className="flex flex-col divide-y divide-border">
            {list.map((tool) => (
              <ToolItem key={tool.id} tool={tool} />
            ))}
          </ul>
        ) : null}
      </div>
    </SettingsSection>
  );
}

function NewToolForm({ onCreated }: { onCreated: (made: { name: string; apiKey: string }) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: connectTool,
    onSuccess: (made) => {
      setName("");
      onCreated({ name: made.tool.name, apiKey: made.key });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (failure) => setError(errorMessage(failure, CREATE_FAILED)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (name.trim().length === 0) return setError("Give the tool a name.");
    create.mutate(name.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
      <TextField
        label="Tool name"
        placeholder="Yomitan on my laptop"
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
        error={error}
        className="flex-1"
      />
      <Button type="submit" loading={create.isPending} className="shrink-0 sm:mb-6">
        Create key
      </Button>
    </form>
  );
}

function NewKeyPanel({ name, apiKey, onDone }: { name: string; apiKey: string; onDone: () => void }) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border border-border-strong p-4">
      <p className="font-medium">Key for {name}</p>
      <p className="text-sm text-fg-muted">{KEY_ONCE}</p>
      <CopyField
        label="API key"
        value={apiKey}
        copiedText="Key copied"
        manualText="Press Ctrl+C (or ⌘C) to copy the key"
        buttonLabel="Copy the API key"
      />
      <Button variant="secondary" className="self-start" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

function ToolItem({ tool }: { tool: ConnectedTool }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: () => revokeTool(tool.id),
    onSuccess: () => {
      notify.success(`Key for ${tool.name} revoked.`);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (failure) => notify.error(errorMessage(failure, REVOKE_FAILED)),
  });
  const lastUsed = tool.lastUsedAt ? `Last used ${formatDate(tool.lastUsedAt)}` : "Never used";
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-words font-medium">{tool.name}</p>
        <p className="text-sm text-fg-muted">
          <span className="font-mono">{tool.prefix}…</span> · Created {formatDate(tool.createdAt)} · {lastUsed}
        </p>
      </div>
      <Button variant="secondary" className="shrink-0" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        Revoke<span className="sr-only"> {tool.name}</span>
      </Button>
      {confirming ? (
        <Dialog
          open
          onOpenChange={(next) => !revoke.isPending && setConfirming(next)}
          title={`Revoke the key for ${tool.name}?`}
          description="The tool is refused from its next request. This cannot be undone."
        >
          <DialogActions busy={revoke.isPending}>
            <Button variant="danger" loading={revoke.isPending} onClick={() => revoke.mutate()}>
              Revoke key
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </li>
  );
}
