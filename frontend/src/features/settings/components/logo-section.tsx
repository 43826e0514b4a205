import { Button, Flex, Heading, Image, Text } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { toast } from '../../../components/toast/toast-store';
import { useSession } from '../../../lib/session';
import { useDeleteLogo } from '../api/delete-logo';
import { useEntityLogo } from '../../../lib/entity-logo';
import { logoFileProblem, useUploadLogo } from '../api/upload-logo';

const ACCEPT = '.png,.jpg,.jpeg,.gif,.svg,image/png,image/jpeg,image/gif,image/svg+xml';

/** The branch logo: preview, upload with a progress bar, delete (spec service-documents §7). */
export function LogoSection() {
  const session = useSession();
  const entity = session.Entity;
  const hasLogo = entity.HasLogo === true;
  const logoUrl = useEntityLogo(entity);
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const wrong = logoFileProblem(file);
    setProblem(wrong);
    if (wrong) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (answer) => toast.success(answer.message || Messages.updated),
        onSettled: () => setProgress(undefined),
      },
    );
  };

  const deleteLogo = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(Messages.deleted),
      onSettled: () => setConfirmDelete(false),
    });

  return (
    <section aria-label="Logo" className="kk-logo-section">
      <Heading level={3}>Logo</Heading>
      <Flex direction="row" gap="medium" alignItems="center" marginTop="small" wrap="wrap">
        <div className="kk-logo-preview">
          {logoUrl ? (
            <Image
              src={logoUrl}
              alt={`Logo of ${entity.DName}`}
              maxHeight="6rem"
              maxWidth="12rem"
              objectFit="contain"
            />
          ) : (
            <Text variation="tertiary">{hasLogo ? 'Loading logo…' : 'No logo yet'}</Text>
          )}
        </div>
        <Flex direction="column" gap="small">
          <label className="amplify-button amplify-button--small kk-file-button">
            {hasLogo ? 'Replace logo' : 'Upload logo'}
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              className="kk-visually-hidden"
              aria-label="Logo file"
              disabled={upload.isPending}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </label>
          {hasLogo ? (
            <Button
              size="small"
              variation="destructive"
              onClick={() => setConfirmDelete(true)}
              isDisabled={upload.isPending}
            >
              Delete logo
            </Button>
          ) : null}
          <Text fontSize="small" variation="secondary">
            png, jpeg, gif or svg, up to 1 MB.
          </Text>
        </Flex>
      </Flex>
      {progress !== undefined ? (
        <div className="kk-upload-progress">
          <progress max={100} value={progress} aria-label="Logo upload progress">
            {progress}%
          </progress>
          <Text as="span" fontSize="small">
            {progress}%
          </Text>
        </div>
      ) : null}
      {problem ? (
        <Text role="alert" variation="error">
          {problem}
        </Text>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete logo"
        message="Delete the branch logo? Documents and the header will show the branch name instead."
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={deleteLogo}
        onCancel={() => setConfirmDelete(false)}
      />
    </section>
  );
}
