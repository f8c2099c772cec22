// The sample stock of any catalogue colour, found by article number, collection or colour number:
// a colour not on today's pick list can be marked out of stock (or back in) before it is asked for.
import { sampleStockQuerySchema } from '@atelier/domain';
import {
  Badge,
  Button,
  Group,
  Paper,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sampleStockQuery } from '../../api/manage-samples';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { StockToggle } from './stock-toggle';

export function StockSearch() {
  const { t } = useTranslation(['manageSamples', 'validation']);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const found = useQuery(sampleStockQuery(search));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sampleStockQuerySchema.safeParse({ search: typed });
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? 'required';
      setError(t(`validation:${code}`, { min: 2, max: 60 }));
      return;
    }
    setError(null);
    setSearch(parsed.data.search);
  };

  let results: React.ReactNode = null;
  if (search.length >= 2) {
    if (found.isPending) results = <LoadingState />;
    else if (found.isError) {
      results = <ErrorState error={found.error} onRetry={() => void found.refetch()} />;
    } else if (found.data.results.length === 0) {
      results = <EmptyState>{t('stock.empty')}</EmptyState>;
    } else {
      results = (
        <Table.ScrollContainer minWidth={520} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fabrics.fabric')}</Table.Th>
                <Table.Th>{t('fabrics.color')}</Table.Th>
                <Table.Th>{t('stock.articleNumber')}</Table.Th>
                <Table.Th>{t('fabrics.stock')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('stock.change')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {found.data.results.map((fabric) => (
                <Table.Tr key={fabric.fabric_uuid}>
                  <Table.Td>{fabric.name}</Table.Td>
                  <Table.Td>{fabric.color}</Table.Td>
                  <Table.Td>{fabric.article_number}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      tt="none"
                      color={fabric.in_stock ? 'teal' : 'red'}
                      style={{ minWidth: 'max-content' }}
                    >
                      {fabric.in_stock ? t('fabrics.inStock') : t('fabrics.outOfStock')}
                    </Badge>
                    {fabric.is_active ? null : (
                      <Text size="xs" c="dimmed">
                        {t('stock.inactive')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {fabric.is_active ? (
                      <StockToggle fabric={{ ...fabric, in_stock: fabric.samples_in_stock }} />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="sample-stock"
      className="no-print"
    >
      <Title order={2} fz="h4" id="sample-stock" mb="sm">
        {t('stock.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('stock.search')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={error}
            w={{ base: '100%', sm: 320 }}
          />
          <Button
            type="submit"
            mt={{ base: 0, sm: 25 }}
            leftSection={<IconSearch size={16} aria-hidden />}
          >
            {t('stock.find')}
          </Button>
        </Group>
      </form>
      {results ? <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>{results}</div> : null}
    </Paper>
  );
}
