// Adds a dealer user to the shop: user name, e-mail address and language. The API mails an
// invitation with a link to set a password; until then the account cannot log in.
import { type DebtorUserCreate, debtorUserCreateSchema, LOCALES } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { addDebtorUser, manageDebtorsKey } from '../../api/manage-debtors';
import { applyFieldErrors, useFieldError } from '../../components/field-error';
import { LayeredModal } from '../../components/layered-modal';
import { HttpError } from '../../lib/fetch-json';
import { languageName } from '../../lib/i18n';

const FIELDS = ['username', 'email', 'preferred_language'] as const;

export function AddUserDialog({
  debtorId,
  opened,
  onClose,
}: {
  debtorId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['manageDebtors', 'common', 'errors']);
  const fieldError = useFieldError();
  const form = useForm<DebtorUserCreate>({
    resolver: zodResolver(debtorUserCreateSchema),
    defaultValues: { username: '', email: '', preferred_language: 'nl' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const add = useIdempotentMutation(
    addDebtorUser,
    { success: (answer) => t('addUser.sent', { email: answer.email }) },
    {
      invalidate: [manageDebtorsKey],
      onSuccess: close,
      onError: (error) => {
        if (!(error instanceof HttpError)) return;
        applyFieldErrors(error.fieldErrors, FIELDS, form.setError);
        if (error.code === 'username_taken') {
          form.setError('username', { type: 'server', message: t('errors:username_taken') });
        }
      },
    },
  );
  const submit = form.handleSubmit((body) => void add.run({ debtorId, body }));

  return (
    <LayeredModal
      opened={opened}
      onClose={close}
      dirty={form.formState.isDirty}
      title={t('addUser.title')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('addUser.username')}
            required
            autoComplete="off"
            error={fieldError(form.formState.errors.username, { min: 3, max: 60 })}
            {...form.register('username')}
          />
          <TextInput
            label={t('addUser.email')}
            type="email"
            required
            autoComplete="off"
            error={fieldError(form.formState.errors.email, { max: 254 })}
            {...form.register('email')}
          />
          <Controller
            control={form.control}
            name="preferred_language"
            render={({ field }) => (
              <Select
                label={t('addUser.language')}
                data={LOCALES.map((locale) => ({
                  value: locale,
                  label: languageName(locale),
                }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                error={fieldError(form.formState.errors.preferred_language)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={add.busy}>
              {t('addUser.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LayeredModal>
  );
}
