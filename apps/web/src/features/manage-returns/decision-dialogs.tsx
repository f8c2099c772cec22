// The desk's actions, each a dialog: accept with a resolution, refuse with a reason (the dealer
// reads it in their language), ask the dealer a question; then book the goods in (an optional
// note) and close the return with what was done. The bodies are checked with the
// domain's contracts before they are sent; the API's refusal is shown in the user's words.
import {
  type ManageReturn,
  RMA_REFUSAL_REASONS,
  RMA_SOLUTIONS,
  type RmaDeskAction,
  rmaAcceptBodySchema,
  rmaAskBodySchema,
  rmaReceiveBodySchema,
  rmaRefuseBodySchema,
  rmaResolveBodySchema,
} from '@atelier/domain';
import { Button, Group, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { manageKey } from '../../api/manage';
import { type DeskDecision, decideReturn, manageReturnsKey } from '../../api/manage-returns';
import { LayeredModal } from '../../components/layered-modal';

type Errors = Record<string, string>;

/** Field messages of a failed parse, in the user's words. */
function useFieldErrors() {
  const { t } = useTranslation('validation');
  return (issues: readonly { path: PropertyKey[]; message: string }[]): Errors =>
    Object.fromEntries(
      issues.map((issue) => [
        String(issue.path[0] ?? ''),
        t(issue.message, { min: 5, max: 2000, defaultValue: t('required') }),
      ]),
    );
}

export function DecisionDialog({
  rma,
  action,
  onClose,
}: {
  rma: ManageReturn;
  action: RmaDeskAction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['manageReturns', 'returns']);
  const fieldErrors = useFieldErrors();
  const [resolution, setResolution] = useState<string>(rma.solution);
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [question, setQuestion] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const decide = useIdempotentMutation(
    (decision: DeskDecision, key: string) => decideReturn(rma.order_number, decision, key),
    {
      success: (_, decision) => t(`dialogs.${decision.action}.success`),
      failure: (decision) => t(`dialogs.${decision.action}.failure`),
    },
    // The list, the return and the overview's count of returns waiting.
    { invalidate: [manageReturnsKey, [...manageKey, 'count']], onSuccess: onClose },
  );
  const send = (
    parsed:
      | { success: true; decision: DeskDecision }
      | { success: false; issues: readonly { path: PropertyKey[]; message: string }[] },
  ) => {
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      return;
    }
    setErrors({});
    void decide.run(parsed.decision);
  };
  const submit = () => {
    if (action === 'accept') {
      const body = rmaAcceptBodySchema.safeParse({ resolution, note });
      send(
        body.success
          ? { success: true, decision: { action, body: body.data } }
          : { success: false, issues: body.error.issues },
      );
    } else if (action === 'refuse') {
      const body = rmaRefuseBodySchema.safeParse({ reason: reason ?? undefined, note });
      send(
        body.success
          ? { success: true, decision: { action, body: body.data } }
          : { success: false, issues: body.error.issues },
      );
    } else if (action === 'ask') {
      const body = rmaAskBodySchema.safeParse({ question });
      send(
        body.success
          ? { success: true, decision: { action, body: body.data } }
          : { success: false, issues: body.error.issues },
      );
    } else if (action === 'receive') {
      const body = rmaReceiveBodySchema.safeParse({ note });
      send(
        body.success
          ? { success: true, decision: { action, body: body.data } }
          : { success: false, issues: body.error.issues },
      );
    } else if (action === 'resolve') {
      const body = rmaResolveBodySchema.safeParse({ note });
      send(
        body.success
          ? { success: true, decision: { action, body: body.data } }
          : { success: false, issues: body.error.issues },
      );
    }
  };
  const number = { rmaNumber: rma.rma_number };
  return (
    <LayeredModal
      opened={action !== null}
      onClose={onClose}
      title={action ? t(`dialogs.${action}.title`, number) : ''}
      closeButtonProps={{ 'aria-label': t('dialogs.cancel') }}
    >
      <Stack gap="sm">
        {action === 'accept' ? (
          <>
            <Radio.Group
              label={t('dialogs.accept.resolution')}
              value={resolution}
              onChange={setResolution}
              error={errors.resolution}
            >
              <Stack gap="xs" mt="xs">
                {RMA_SOLUTIONS.map((value) => (
                  <Radio key={value} value={value} label={t(`returns:solutions.${value}`)} />
                ))}
              </Stack>
            </Radio.Group>
            {resolution === 'remake' ? (
              <Text size="sm" c="dimmed">
                {t('dialogs.accept.remakeHint')}
              </Text>
            ) : null}
          </>
        ) : null}
        {action === 'refuse' ? (
          <Select
            label={t('dialogs.refuse.reason')}
            data={RMA_REFUSAL_REASONS.map((value) => ({
              value,
              label: t(`refusalReasons.${value}`),
            }))}
            value={reason}
            onChange={setReason}
            error={errors.reason}
            required
          />
        ) : null}
        {action === 'resolve' ? (
          <Text size="sm" c="dimmed">
            {t('dialogs.resolve.hint', {
              resolution: rma.resolution ? t(`returns:solutions.${rma.resolution}`) : '',
            })}
          </Text>
        ) : null}
        {action === 'accept' ||
        action === 'refuse' ||
        action === 'receive' ||
        action === 'resolve' ? (
          <Textarea
            label={
              action === 'refuse' && reason === 'other'
                ? t('dialogs.refuse.noteOther')
                : action === 'resolve'
                  ? t('dialogs.resolve.note')
                  : action === 'receive'
                    ? t('dialogs.receive.note')
                    : t('dialogs.note')
            }
            required={(action === 'refuse' && reason === 'other') || action === 'resolve'}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
            autosize
            minRows={2}
            maxLength={2000}
          />
        ) : null}
        {action === 'ask' ? (
          <Textarea
            label={t('dialogs.ask.question')}
            required
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
            error={errors.question}
            autosize
            minRows={3}
            maxLength={2000}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialogs.cancel')}
          </Button>
          <Button onClick={submit} loading={decide.busy}>
            {action ? t(`dialogs.${action}.submit`) : ''}
          </Button>
        </Group>
      </Stack>
    </LayeredModal>
  );
}
