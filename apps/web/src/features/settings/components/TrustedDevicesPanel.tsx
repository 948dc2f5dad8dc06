import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "../../../components/ui/Button";
import { errorMessage } from "../../../lib/api";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/toast";
import { listTrustedDevices, removeAllTrustedDevices, removeTrustedDevice } from "../api/trusted-devices";

// Invented texts: the spec has no list of devices.
const INTRO =
  "Browsers you signed in from with your password. Failed sign-ins elsewhere never lock them out; remove one you no longer use or do not recognise.";
const NONE = "No trusted devices yet: the next browser you sign in from with your password will be listed here.";
const LOAD_FAILED = "Could not load your devices. Please try again.";
const REMOVED = "Device removed.";
const ALL_REMOVED = "All devices removed.";
const REMOVE_FAILED = "Could not remove the device. Please try again.";
const QUERY_KEY = ["trusted-devices"];

const when = (iso: string) => formatDate(iso);

/** Settings → Security: the trusted devices, each removable, and all of them at once. */
export function TrustedDevicesPanel() {
  const queryClient = useQueryClient();
  const devices = useQuery({ queryKey: QUERY_KEY, queryFn: listTrustedDevices });
  const onDone = (text: string) => {
    notify.success(text);
    void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  };
  const removeOne = useMutation({
    mutationFn: removeTrustedDevice,
    onSuccess: () => onDone(REMOVED),
    onError: (error) => notify.error(errorMessage(error, REMOVE_FAILED)),
  });
  const removeAll = useMutation({
    mutationFn: removeAllTrustedDevices,
    onSuccess: () => onDone(ALL_REMOVED),
    onError: (error) => notify.error(errorMessage(error, REMOVE_FAILED)),
  });
  const list = devices.data ?? [];

  return (
    <div className="flex flex-col gap-3 border-t border-border pt-6">
      <h3 className="font-semibold">Trusted devices</h3>
      <p className="text-sm text-fg-muted">{INTRO}</p>
      {devices.isError ? <p className="text-sm text-danger">{LOAD_FAILED}</p> : null}
      {devices.isSuccess && list.length === 0 ? <p className="text-sm text-fg-muted">{NONE}</p> : null}
      {list.length > 0 ? (
        <ul aria-label="Trusted devices" className="flex flex-col divide-y divide-border">
          {list.map((device) => (
            <li key={device.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-medium">
                  {device.browser}
                  {device.current ? (
                    <span className="ml-2 text-sm font-normal text-fg-muted">(this device)</span>
                  ) : null}
                </p>
                <p className="text-sm text-fg-muted">
                  First used {when(device.firstUsedAt)} · Last used {when(device.lastUsedAt)}
                </p>
              </div>
              <Button
                variant="secondary"
                className="shrink-0"
                aria-label={`Remove ${device.browser}${device.current ? " (this device)" : ""}`}
                loading={removeOne.isPending && removeOne.variables === device.id}
                onClick={() => removeOne.mutate(device.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {list.length > 1 ? (
        <Button
          variant="secondary"
          className="self-start"
          loading={removeAll.isPending}
          onClick={() => removeAll.mutate()}
        >
          Remove all devices
        </Button>
      ) : null}
    </div>
  );
}
