// The sample service (portal §2 `sampleservice`, configurators §9): up to five fabrics of the
// collection, a delivery address from the address book and a note become a sample request,
// expected within five working days; below it the shop's earlier requests with their state.
import {
  type AccountSettings,
  type AddressBookEntry,
  addressLine,
  deliveryCountry,
  featureAllowed,
  formatDay,
  MAX_SAMPLE_FABRICS,
  SAMPLE_DELIVERY_WORKING_DAYS,
  type SampleRequestBody,
} from '@atelier/domain';
import {
  Alert,
  Button,
  CloseButton,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAddressBook, IconColorSwatch, IconSend } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { requestSamples, samplesKey } from '../../api/samples';
import { useAccountSettings } from '../../api/settings';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { AddressBookDialog } from '../../kits/address-book/address-book-dialog';
import { FabricPickerDialog } from '../../kits/catalogue/fabric-picker/fabric-picker-dialog';
import { HttpError } from '../../lib/fetch-json';
import {
  addToSampleBasket,
  clearSampleBasket,
  removeFromSampleBasket,
  useSampleBasket,
} from '../../lib/sample-basket';
import { EarlierRequests } from './earlier-requests';

function RequestForm({ account }: { account: AccountSettings }) {
  const { t, i18n } = useTranslation(['samples', 'rules', 'common']);
  const fabrics = useSampleBasket();
  const [address, setAddress] = useState<AddressBookEntry | null>(null);
  const [note, setNote] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [bookOpen, setBookOpen] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  // One key per request the user means (these fabrics, this address, this note): a retry after a
  // lost answer is sent once.
  const send = useIdempotentMutation(
    (body: SampleRequestBody, key: string) => requestSamples(body, key),
    {
      success: (sample) =>
        t('alerts.sent', { date: formatDay(sample.expected_date, i18n.language) }),
    },
    {
      invalidate: [samplesKey],
      onSuccess: () => {
        clearSampleBasket();
        setNote('');
      },
      onError: (error) => {
        const fieldMessages =
          error instanceof HttpError ? Object.values(error.fieldErrors ?? {}).flat() : [];
        setProblems(fieldMessages.length > 0 ? fieldMessages : [t('alerts.failed')]);
      },
    },
  );
  const pick = (fabric: { fabric_uuid: string; name: string }) => {
    const outcome = addToSampleBasket(fabric);
    setProblems(
      outcome === 'full' ? [t('rules:too_many_samples', { max: MAX_SAMPLE_FABRICS })] : [],
    );
  };
  const submit = () => {
    const missing = [
      fabrics.length === 0 && t('request.fabricsRequired'),
      address === null && t('request.addressRequired'),
    ].filter((problem): problem is string => Boolean(problem));
    setProblems(missing);
    if (missing.length > 0 || address === null) return;
    void send.run({
      fabrics: fabrics.map((fabric) => fabric.fabric_uuid),
      address: address.id,
      note,
    });
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-request">
      <Stack gap="md">
        <Title order={2} fz="h4" id="new-request">
          {t('request.title')}
        </Title>
        <Stack gap="xs">
          <Group justify="space-between" align="center">
            <Title order={3} fz="sm">
              {t('request.fabrics')}
            </Title>
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              {t('request.count', { count: fabrics.length, max: MAX_SAMPLE_FABRICS })}
            </Text>
          </Group>
          {fabrics.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('request.none')}
            </Text>
          ) : (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {fabrics.map((fabric) => (
                <Group key={fabric.fabric_uuid} component="li" gap="xs" wrap="nowrap">
                  <IconColorSwatch size={16} aria-hidden />
                  <Text size="sm" style={{ flex: 1 }}>
                    {fabric.name}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={t('request.remove', { name: fabric.name })}
                    onClick={() => {
                      removeFromSampleBasket(fabric.fabric_uuid);
                      setProblems([]);
                    }}
                  />
                </Group>
              ))}
            </Stack>
          )}
          <Button
            variant="light"
            leftSection={<IconColorSwatch size={16} aria-hidden />}
            onClick={() => setPickerOpen(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('request.addFabric')}
          </Button>
        </Stack>

        <Stack gap="xs">
          <Title order={3} fz="sm">
            {t('request.address')}
          </Title>
          {address ? (
            <Text size="sm" data-testid="chosen-address">
              {[address.name, address.company, addressLine(address)].filter(Boolean).join(', ')}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('request.noAddress')}
            </Text>
          )}
          <Button
            variant="light"
            leftSection={<IconAddressBook size={16} aria-hidden />}
            onClick={() => setBookOpen(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('request.chooseAddress')}
          </Button>
        </Stack>

        <Textarea
          label={t('request.note')}
          placeholder={t('request.notePlaceholder')}
          autosize
          minRows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
          }}
        />
        {problems.length > 0 ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap={2}>
              {problems.map((problem) => (
                <Text key={problem} size="sm">
                  {problem}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={send.busy}
          onClick={submit}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('request.submit')}
        </Button>
      </Stack>
      {pickerOpen ? (
        <FabricPickerDialog
          opened={pickerOpen}
          onClose={() => setPickerOpen(false)}
          kind="fabrics"
          sources={['EXISTING_ATELIER_FABRICS']}
          onPick={pick}
        />
      ) : null}
      <AddressBookDialog
        opened={bookOpen}
        onClose={() => setBookOpen(false)}
        defaultCountry={deliveryCountry(account.debtor?.country ?? '')}
        onChoose={(entry) => {
          setAddress(entry);
          setProblems([]);
        }}
      />
    </Paper>
  );
}

export function SampleServicePage() {
  const { t } = useTranslation('samples');
  const title = useRouteTitle();
  const settings = useAccountSettings();
  let body: ReactNode;
  if (settings.isPending) body = <LoadingState />;
  else if (settings.isError) {
    body = <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  } else if (!featureAllowed(settings.data, 'sampleservice')) {
    body = <EmptyState>{t('closed')}</EmptyState>;
  } else {
    body = (
      <Stack gap="xl">
        <RequestForm account={settings.data} />
        <EarlierRequests />
      </Stack>
    );
  }
  return (
    <>
      <PageHeader
        title={title}
        description={t('intro', {
          max: MAX_SAMPLE_FABRICS,
          days: SAMPLE_DELIVERY_WORKING_DAYS,
        })}
      />
      {body}
    </>
  );
}
