import type { AccountSettings } from '@atelier/domain';
import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconBlind, IconRuler2, IconTools, IconWindow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountSettings } from '../../api/settings';
import { PageHeader } from '../../components/page-header';
import { useRouteIntro, useRouteTitle } from '../../components/route-title';
import { ErrorState, LoadingState } from '../../components/state-views';

interface ProductChoice {
  id: 'curtain' | 'foldcurtain' | 'railrod' | 'railrodparts';
  icon: Icon;
}

/** Portal §2 "products": the four things a dealer can order, as far as the account may. */
export function productChoices(account: AccountSettings): ProductChoice[] {
  const choices: (ProductChoice | false)[] = [
    { id: 'curtain', icon: IconWindow },
    { id: 'foldcurtain', icon: IconBlind },
    account.has_rail_rod && { id: 'railrod', icon: IconRuler2 },
    account.has_rail_rod_parts && { id: 'railrodparts', icon: IconTools },
  ];
  return choices.filter((c): c is ProductChoice => c !== false);
}

export function ProductsPage() {
  const { t } = useTranslation('dashboard');
  const title = useRouteTitle();
  const intro = useRouteIntro();
  const settings = useAccountSettings();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) {
    return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  return (
    <>
      <PageHeader title={title} description={intro} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {productChoices(settings.data).map((choice) => (
          <Card key={choice.id} withBorder radius="md" padding="lg">
            <Stack gap="sm" h="100%">
              <ThemeIcon variant="light" size={48} radius="md" aria-hidden>
                <choice.icon size={28} stroke={1.5} />
              </ThemeIcon>
              <Title order={2} fz="h4">
                {t(`products.${choice.id}.title`)}
              </Title>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {t(`products.${choice.id}.body`)}
              </Text>
              {/* Longer action texts (French, Polish) wrap instead of being cut off. */}
              <Button
                component={Link}
                to={`/account/products/${choice.id}`}
                variant="light"
                h="auto"
                py={8}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
              >
                {t(`products.${choice.id}.action`)}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
