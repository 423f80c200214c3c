import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useProfile } from '../../session/useSession';
import { Notice } from '../Notice';
import { currentPlace, DRAFTS_CHANGED, dropDrafts, type FormDraft, waitingDialogDrafts } from './formDrafts';

/**
 * Values a dialog had when the session ended wait until that dialog opens again (it is not reopened by itself):
 * the screen names the dialog, or lets the user forget the values.
 */
export function WaitingDraftsNotice() {
  const userId = useProfile()?.customerId;
  const [location] = useLocation();
  const [drafts, setDrafts] = useState<FormDraft[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen (location) has its own waiting drafts
  useEffect(() => {
    if (userId === undefined) return;
    const read = () => setDrafts(waitingDialogDrafts(userId, currentPlace()));
    read();
    window.addEventListener(DRAFTS_CHANGED, read);
    return () => window.removeEventListener(DRAFTS_CHANGED, read);
  }, [userId, location]);

  if (!drafts.length) return null;
  return (
    <Stack gap="2" mb="4">
      {drafts.map((d) => (
        <Notice
          key={d.name}
          status="info"
          data-testid="waiting-draft"
          description={`Несохранённые изменения формы «${d.title}» ждут: откройте её снова, и они вернутся.`}
          action={
            <Button size="xs" variant="outline" alignSelf="center" onClick={() => dropDrafts({ only: d })}>
              Забыть
            </Button>
          }
        />
      ))}
    </Stack>
  );
}
