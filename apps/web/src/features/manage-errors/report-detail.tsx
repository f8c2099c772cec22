// One report of an error group: when and where it happened (route, page, browser, release, the
// dealer's debtor by id), its exceptions with their stacks innermost call first, its breadcrumbs,
// its tags, and the session replay recorded with it.
import { type ErrorEventDetail, formatMoment, replayWaitLeft } from '@atelier/domain';
import {
  Anchor,
  Badge,
  Code,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorEventQuery } from '../../api/manage-errors';
import { Fact } from '../../components/fact';
import { ErrorState, LoadingState } from '../../components/state-views';
import { StackingTable, stackCell } from '../../kits/list-page';
import { currentLocale } from '../../lib/i18n';
import { breadcrumbLine, frameLocation, framesInnermostFirst } from './error-view';
import { ReplayPlayer } from './replay-player';

function Exceptions({ report }: { report: ErrorEventDetail }) {
  const { t } = useTranslation('manageErrors');
  // The thrown exception last in the chain is the one the report is about: first here.
  return (
    <Stack gap="md">
      {[...report.exceptions].reverse().map((exception, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a kept report never changes or reorders
        <Stack key={`${exception.type}-${index}`} gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
              {`${exception.type}: ${exception.value}`}
            </Text>
            {exception.handled === false ? (
              <Badge color="red" variant="light" tt="none">
                {t('report.unhandled')}
              </Badge>
            ) : exception.handled ? (
              <Badge color="gray" variant="light" tt="none">
                {t('report.handled')}
              </Badge>
            ) : null}
            {exception.mechanism ? <Code>{exception.mechanism}</Code> : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('report.stack')}
          </Text>
          {exception.frames.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('report.noStack')}
            </Text>
          ) : (
            <List type="ordered" size="sm" spacing={2} ff="monospace">
              {framesInnermostFirst(exception.frames).map((frame, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a kept report never changes or reorders
                <List.Item key={`${frame.filename}-${frame.lineno}-${frame.colno}-${at}`}>
                  <Text span size="sm" ff="monospace" fw={frame.in_app ? 600 : 400}>
                    {frame.function ?? t('report.anonymous')}
                  </Text>{' '}
                  <Text span size="sm" ff="monospace" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {frameLocation(frame)}
                  </Text>
                  {frame.in_app ? (
                    <Badge ml="xs" size="xs" variant="light" tt="none">
                      {t('report.ownCode')}
                    </Badge>
                  ) : null}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The report's replay: its player; while the recording may still be on its way (it is sent after
 * the report), a note that it is coming (the report is asked for again meanwhile); else a note
 * that none was recorded.
 */
function Replay({ report }: { report: ErrorEventDetail }) {
  const { t } = useTranslation('manageErrors');
  const arriving = replayWaitLeft(report, Date.now()) > 0;
  const [, setWaitedOut] = useState(false);
  // When the wait is over without a recording, the note changes to "none" by itself.
  useEffect(() => {
    const left = replayWaitLeft(report, Date.now());
    if (left === 0) return;
    const timer = window.setTimeout(() => setWaitedOut(true), left + 100);
    return () => window.clearTimeout(timer);
  }, [report]);
  if (report.has_replay && report.replay_id) return <ReplayPlayer replayId={report.replay_id} />;
  if (arriving) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('replay.arriving')}
        </Text>
      </Group>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {t('replay.none')}
    </Text>
  );
}

function Breadcrumbs({ report }: { report: ErrorEventDetail }) {
  const { t } = useTranslation('manageErrors');
  if (report.breadcrumbs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('report.noBreadcrumbs')}
      </Text>
    );
  }
  const when = t('report.occurred');
  return (
    <StackingTable minWidth={560} aria-label={t('report.breadcrumbs')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{when}</Table.Th>
          <Table.Th>{t('report.crumbKind')}</Table.Th>
          <Table.Th>{t('report.crumbWhat')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.breadcrumbs.map((crumb, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a kept report never changes or reorders
          <Table.Tr key={`${crumb.timestamp}-${index}`}>
            <Table.Td {...stackCell(when, 2, { nowrap: true })}>
              {crumb.timestamp ? (
                <Text size="xs" component="time" dateTime={crumb.timestamp}>
                  {new Date(crumb.timestamp).toLocaleTimeString(currentLocale())}
                </Text>
              ) : (
                '–'
              )}
            </Table.Td>
            <Table.Td {...stackCell(t('report.crumbKind'), 1)}>
              <Badge
                size="sm"
                variant="light"
                color={crumb.level === 'error' ? 'red' : 'gray'}
                tt="none"
              >
                {crumb.category ?? crumb.type ?? '–'}
              </Badge>
            </Table.Td>
            <Table.Td {...stackCell(t('report.crumbWhat'), 3)}>
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {breadcrumbLine(crumb)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackingTable>
  );
}

export function ReportDetail({ eventId }: { eventId: string }) {
  const { t } = useTranslation('manageErrors');
  const found = useQuery(errorEventQuery(eventId));
  if (found.isPending) return <LoadingState />;
  if (found.isError) {
    return (
      <ErrorState
        error={found.error}
        message={t('report.failed')}
        onRetry={() => void found.refetch()}
      />
    );
  }
  const report = found.data;
  const moment = (iso: string | null) => (iso ? formatMoment(iso, currentLocale()) : null);
  const tags = Object.entries(report.tags);
  return (
    <Stack gap="lg" component="section" aria-labelledby="report-title">
      <Title order={2} fz="h4" id="report-title">
        {t('report.title', { reference: report.reference })}
      </Title>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" component="dl" m={0}>
          <Fact label={t('report.occurred')}>{moment(report.occurred_at)}</Fact>
          <Fact label={t('report.received')}>{moment(report.received_at)}</Fact>
          <Fact label={t('report.reference')}>
            <Code>{report.reference}</Code>
          </Fact>
          <Fact label={t('report.route')}>{report.route}</Fact>
          <Fact label={t('report.page')}>{report.url}</Fact>
          <Fact label={t('report.browser')}>{report.browser}</Fact>
          <Fact label={t('report.os')}>{report.os}</Fact>
          <Fact label={t('report.release')}>{report.release}</Fact>
          <Fact label={t('report.environment')}>{report.environment}</Fact>
          <Fact label={t('report.debtor')}>
            {report.debtor_id === null ? null : (
              <Anchor component={Link} to={`/manage/debtors/${report.debtor_id}`} size="sm">
                {report.debtor_id}
              </Anchor>
            )}
          </Fact>
          <Fact label={t('report.trace')}>
            {report.trace_id ? <Code>{report.trace_id}</Code> : null}
          </Fact>
        </SimpleGrid>
      </Paper>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('report.exceptions')}
        </Title>
        {report.exceptions.length > 0 ? (
          <Exceptions report={report} />
        ) : (
          <Text size="sm">{report.message}</Text>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('report.breadcrumbs')}
        </Title>
        <Breadcrumbs report={report} />
      </Stack>
      {tags.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} fz="h5">
            {t('report.tags')}
          </Title>
          <Group gap="xs">
            {tags.map(([key, value]) => (
              <Badge key={key} variant="outline" color="gray" tt="none">
                {`${key}: ${value}`}
              </Badge>
            ))}
          </Group>
        </Stack>
      ) : null}
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('replay.title')}
        </Title>
        <Replay report={report} />
      </Stack>
    </Stack>
  );
}
