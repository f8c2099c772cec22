// The dealer's shop as its customers know it: logo (or the shop's initial in its colour), name,
// the partner group's mark when there is one, how to reach the shop and when it is open, and the
// languages it speaks.
import type { Locale, PublicShop } from '@atelier/domain';
import { Avatar, Badge, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../components/language-picker';

export function ShopHeader({
  shop,
  onLanguage,
  large,
  contact = true,
}: {
  shop: PublicShop;
  onLanguage: (locale: Locale) => void;
  large?: boolean;
  /** The shop's phone, address and hours (the kiosk stands in the shop: it leaves them out). */
  contact?: boolean;
}) {
  const { t } = useTranslation('shop');
  const reach = [shop.phone, shop.email].filter(Boolean);
  return (
    <Paper
      component="header"
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={{ borderTop: `6px solid ${shop.colour}` }}
      withBorder
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          {shop.logo_url ? (
            <Image
              src={shop.logo_url}
              alt={t('header.logo', { shop: shop.title })}
              h={large ? 64 : 48}
              w="auto"
              fit="contain"
            />
          ) : (
            <Avatar
              size={large ? 64 : 48}
              radius="md"
              color={shop.colour}
              variant="filled"
              autoContrast
              aria-hidden
            >
              {shop.title.trim().charAt(0).toUpperCase()}
            </Avatar>
          )}
          <Stack gap={2}>
            <Title order={1} fz={large ? 'h1' : 'h2'}>
              {shop.title}
            </Title>
            {shop.partner ? (
              <Group gap={6}>
                <Badge color={shop.colour} autoContrast variant="filled" radius="sm" aria-hidden>
                  {shop.partner.letter}
                </Badge>
                <Text size="sm" c="dimmed">
                  {t('header.partner', { partner: shop.partner.name })}
                </Text>
              </Group>
            ) : null}
          </Stack>
        </Group>
        {shop.languages.length > 1 ? (
          <LanguagePicker
            locales={shop.languages}
            onChange={onLanguage}
            size={large ? 'lg' : 'sm'}
          />
        ) : null}
      </Group>
      {shop.intro ? (
        <Text mt="sm" size={large ? 'lg' : 'md'}>
          {shop.intro}
        </Text>
      ) : null}
      {contact && (reach.length > 0 || shop.address || shop.opening_hours) ? (
        <Group mt="sm" gap="xl" align="flex-start" wrap="wrap">
          {reach.length > 0 || shop.address ? (
            <Stack gap={0}>
              <Text size="xs" fw={600} tt="uppercase" c="dimmed">
                {t('header.contact')}
              </Text>
              {shop.address ? <Text size="sm">{shop.address}</Text> : null}
              {shop.phone ? (
                <Text size="sm" component="a" href={`tel:${shop.phone.replace(/\s/g, '')}`}>
                  {shop.phone}
                </Text>
              ) : null}
              {shop.email ? (
                <Text size="sm" component="a" href={`mailto:${shop.email}`}>
                  {shop.email}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {shop.opening_hours ? (
            <Stack gap={0}>
              <Text size="xs" fw={600} tt="uppercase" c="dimmed">
                {t('header.hours')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {shop.opening_hours}
              </Text>
            </Stack>
          ) : null}
        </Group>
      ) : null}
    </Paper>
  );
}
