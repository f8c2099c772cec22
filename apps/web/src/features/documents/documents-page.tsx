// `/account/documents/{orderId}` (portal §2, `/pdf/…` leads here): an order's documents to open or
// save. Without an order in the address the dealer types its number. An order that is not the
// dealer's (another shop's, or none) is not found: the page names no order then.
import { type DocumentKind, isDocumentKind } from '@atelier/domain';
import { Anchor, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useOrderDocuments } from '../../api/documents';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState, NotFoundState } from '../../components/state-views';
import { DocumentList } from '../../kits/documents';
import { HttpError } from '../../lib/http';

export function DocumentsPage() {
  const { t } = useTranslation(['documents', 'orders']);
  const { orderId } = useParams();
  const navigate = useNavigate();
  // After confirming: the documents the dealer chose in the confirm dialog.
  const [search] = useSearchParams();
  const chosen = (search.get('show') ?? '')
    .split(',')
    .filter((report): report is DocumentKind => isDocumentKind(report));
  const id = Number(orderId);
  const valid = Number.isInteger(id) && id > 0;
  const documents = useOrderDocuments(valid ? id : null);
  const [typed, setTyped] = useState(valid ? String(id) : '');
  const missing =
    (orderId !== undefined && !valid) ||
    (documents.error instanceof HttpError && documents.error.status === 404);
  const order = documents.data;
  const description = order
    ? order.commission
      ? t('page.introCommission', { order: order.order_id, commission: order.commission })
      : t('page.intro', { order: order.order_id })
    : undefined;

  const body = () => {
    if (missing)
      return <NotFoundState title={t('page.notFoundTitle')} message={t('page.notFound')} />;
    if (!valid) return null;
    if (documents.isPending) return <LoadingState />;
    if (documents.isError) {
      return (
        <ErrorState
          message={t('page.failed', { document: t('page.title') })}
          onRetry={() => void documents.refetch()}
        />
      );
    }
    return (
      <>
        {chosen.length > 0 ? (
          <Title order={2} fz="h4">
            {t('confirm.ready')}
          </Title>
        ) : null}
        <DocumentList orderId={id} {...(chosen.length > 0 ? { only: chosen } : {})} />
        <Anchor component={Link} to={`/account/order/${id}`} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            {t('orders:detail.heading', { id })}
          </Group>
        </Anchor>
      </>
    );
  };

  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t('page.title')} description={description} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = Number(typed.trim());
          if (Number.isInteger(wanted) && wanted > 0) void navigate(`/account/documents/${wanted}`);
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('page.chooseOrder')}
            value={typed}
            inputMode="numeric"
            onChange={(event) => setTyped(event.currentTarget.value.replace(/\D/g, ''))}
          />
          <Button type="submit" variant="default">
            {t('page.show')}
          </Button>
        </Group>
      </form>
      {body()}
    </Stack>
  );
}
