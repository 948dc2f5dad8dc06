import { useParams } from "react-router";
import { BackLink } from "../../../../components/ui/BackLink";
import { PageHeading } from "../../../../components/ui/PageHeading";
import { useUploadPreview } from "../../hooks/useUploadPreview";
import { importFileProblem } from "../../lib/import-file";
import { createTabPath } from "../../lib/paths";
import { ImportStatusView } from "./ImportStatusView";
import { MappingStep } from "./MappingStep";
import { UploadStep } from "./UploadStep";

/**
 * /create/import: upload, then choose the mapping; /create/import/:importId: the running import. The id
 * lives in the address so leaving and coming back picks the watching up again.
 */
export function ImportPage() {
  const { importId } = useParams();
  return (
    <>
      <BackLink to={createTabPath} className="mb-2">
        Create
      </BackLink>
      <PageHeading subtitle="Bring in a word list or an Anki deck.">Import</PageHeading>
      {importId ? <ImportStatusView key={importId} importId={importId} /> : <ImportSteps />}
    </>
  );
}

function ImportSteps() {
  const { state, upload, reset, refuse } = useUploadPreview();
  if (state.phase === "ready") return <MappingStep preview={state.preview} onAnotherFile={reset} />;
  return (
    <UploadStep
      state={state}
      onCancel={reset}
      onFile={(file) => {
        const problem = importFileProblem(file);
        if (problem) refuse(file.name, problem);
        else void upload(file);
      }}
    />
  );
}
