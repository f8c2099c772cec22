// One error group on the desk (/manage/errors/:id): what it is, how often and since when, its
// latest reports (the one shown is `?report=` in the URL, the newest by default) with the shown
// report's stack, breadcrumbs and replay; and resolve, ignore or reopen, each confirmed first.
import {
  ERROR_RETENTION,
  type ErrorGroupAction,
  type ErrorGroupDetail,
  formatMoment,
} from '@atelier/domain';
import {
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { manageKey } from '../../api/manage';
import { decideErrorGroup, errorGroupQuery, manageErrorsKey } from '../../api/manage-errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Fact } from '../../components/fact';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/state-views';
import { StackingTable, stackCell } from '../../kits/list-page';
import { currentLocale } from '../../lib/i18n';
import { useSearchParamsHere } from '../../lib/search-params';
import { statusColor } from './error-view';
import { ReportDetail } from './report-detail';

function GroupActions({ group }: { group: ErrorGroupDetail }) {
  const { t } = useTranslation('manageErrors');
  const [asked, setAsked] = useState<ErrorGroupAction | null>(null);
  const decide = useIdempotentMutation(
    (action: ErrorGroupAction) => decideErrorGroup(group.id, action),
    {
      success: (_, action) => t(`confirm.${action}.done`),
      failure: (action) => t(`confirm.${action}.failed`),
    },
    // The group, the list and the overview's count of open groups.
    { invalidate: [manageErrorsKey, [...manageKey, 'count']], onSuccess: () => setAsked(null) },
  );
  return (
    <Group gap="xs">
      {group.actions.map((action) => (
        <Button
          key={action}
          variant={action === 'resolve' ? 'filled' : 'light'}
          color={action === 'ignore' ? 'gray' : undefined}
          onClick={() => setAsked(action)}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
      <ConfirmDialog
        opened={asked !== null}
        title={asked ? t(`confirm.${asked}.title`) : ''}
        body={asked ? t(`confirm.${asked}.body`, { title: group.title }) : ''}
        confirmLabel={asked ? t(`actions.${asked}`) : ''}
        busy={decide.busy}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          if (asked) void decide.run(asked);
        }}
      />
    </Group>
  );
}

function Reports({
  group,
  shown,
  onShow,
}: {
  group: ErrorGroupDetail;
  shown: string | null;
  onShow: (eventId: string) => void;
}) {
  const { t } = useTranslation('manageErrors');
  const columns = {
    time: t('report.received'),
    reference: t('report.reference'),
    route: t('report.route'),
    browser: t('report.browser'),
    release: t('report.release'),
    debtor: t('report.debtor'),
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="group-reports">
      <Title order={2} fz="h4" id="group-reports">
        {t('group.reports')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('group.kept', { kept: ERROR_RETENTION.eventsPerGroup })}
      </Text>
      <StackingTable minWidth={760} aria-labelledby="group-reports">
        <Table.Thead>
          <Table.Tr>
            {Object.values(columns).map((title) => (
              <Table.Th key={title}>{title}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.events.map((event) => (
            <Table.Tr
              key={event.event_id}
              bg={event.event_id === shown ? 'var(--mantine-color-brand-light)' : undefined}
            >
              <Table.Td {...stackCell(columns.time, 2, { nowrap: true })}>
                <Text size="sm" component="time" dateTime={event.received_at}>
                  {formatMoment(event.received_at, currentLocale())}
                </Text>
              </Table.Td>
              <Table.Td {...stackCell(columns.reference, 1)}>
                {event.event_id === shown ? (
                  <Group gap={6}>
                    <Code>{event.reference}</Code>
                    <Badge size="xs" variant="light" tt="none">
                      {t('group.shown')}
                    </Badge>
                  </Group>
                ) : (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    ff="monospace"
                    aria-label={t('group.showReport', { reference: event.reference })}
                    onClick={() => onShow(event.event_id)}
                  >
                    {event.reference}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td {...stackCell(columns.route, 3)}>{event.route ?? '–'}</Table.Td>
              <Table.Td {...stackCell(columns.browser, 4)}>
                {[event.browser, event.os].filter(Boolean).join(' · ') || '–'}
              </Table.Td>
              <Table.Td {...stackCell(columns.release, 5)}>{event.release ?? '–'}</Table.Td>
              <Table.Td {...stackCell(columns.debtor, 5)}>{event.debtor_id ?? '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackingTable>
    </Stack>
  );
}

function GroupBody({ group }: { group: ErrorGroupDetail }) {
  const { t } = useTranslation('manageErrors');
  const [search, setSearch] = useSearchParamsHere();
  const asked = search.get('report');
  const shown = group.events.some((event) => event.event_id === asked)
    ? asked
    : (group.events[0]?.event_id ?? null);
  const moment = (iso: string) => formatMoment(iso, currentLocale());
  return (
    <Stack gap="lg">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Badge tt="none" size="lg" variant="light" color={statusColor(group.status)}>
          {t(`status.${group.status}`)}
        </Badge>
        <GroupActions group={group} />
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" component="dl" m={0}>
          <Fact label={t('group.culprit')}>{group.culprit}</Fact>
          <Fact label={t('group.count')}>{group.count}</Fact>
          <Fact label={t('group.release')}>{group.last_release}</Fact>
          <Fact label={t('group.firstSeen')}>{moment(group.first_seen)}</Fact>
          <Fact label={t('group.lastSeen')}>{moment(group.last_seen)}</Fact>
        </SimpleGrid>
      </Paper>
      <Reports
        group={group}
        shown={shown}
        onShow={(eventId) => {
          const next = new URLSearchParams(search);
          next.set('report', eventId);
          setSearch(next, { replace: true });
        }}
      />
      {shown ? <ReportDetail key={shown} eventId={shown} /> : null}
    </Stack>
  );
}

export function ErrorGroupPage() {
  const { t } = useTranslation('manageErrors');
  const { id = '' } = useParams();
  const groupId = Number(id);
  const found = useQuery({
    ...errorGroupQuery(groupId),
    enabled: Number.isInteger(groupId) && groupId > 0,
  });
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/manage/errors" size="sm">
        {t('group.back')}
      </Anchor>
      <PageHeader title={found.data ? found.data.title : t('title')} />
      {found.isPending && found.fetchStatus !== 'idle' ? <LoadingState /> : null}
      {found.isError || (found.isPending && found.fetchStatus === 'idle') ? (
        <ErrorState error={found.error} onRetry={() => void found.refetch()} />
      ) : null}
      {found.data ? <GroupBody group={found.data} /> : null}
    </Stack>
  );
}
