// The customer's details for the dealer to call back, their consent in their own language, and a
// field no person sees (`website`, the honeypot: off screen, out of the tab order and hidden from
// screen readers). Sent with the basket's idempotency key and the proof of work found meanwhile.
import {
  type Locale,
  type PublicShop,
  type ShopContact,
  shopContactSchema,
  shopRequestSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldErrorsOf, type ShopRequestAnswer, sendShopRequest } from '../../api/shop';
import { useFieldError } from '../../components/field-error';
import { type Basket, lineOf } from '../../kits/consumer';
import { HttpError } from '../../lib/fetch-json';
import { currentLocale } from '../../lib/i18n';
import { useProofOfWork } from './proof-of-work';

const formSchema = z.object({
  contact: shopContactSchema,
  consent: shopRequestSchema.shape.consent,
  website: z.string().max(200),
});
type FormValues = z.input<typeof formSchema>;

const CONTACT_FIELDS = [
  'name',
  'address',
  'postalcode',
  'city',
  'phone',
  'email',
  'preferred_contact_time',
] as const satisfies readonly (keyof ShopContact)[];

/** The most each field takes, for the "at most" message. */
const MAX: Record<(typeof CONTACT_FIELDS)[number], number> = {
  name: 120,
  address: 120,
  postalcode: 20,
  city: 80,
  phone: 40,
  email: 254,
  preferred_contact_time: 120,
};
const MIN = { name: 2, phone: 6 } as Record<string, number>;

export function ContactForm({
  shop,
  basket,
  onSent,
  onBack,
}: {
  shop: PublicShop;
  basket: Basket;
  onSent: (answer: ShopRequestAnswer) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(['shop', 'validation', 'common']);
  const fieldError = useFieldError('shop');
  const headingId = useId();
  const { proof, renew } = useProofOfWork(shop.slug);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      contact: Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as ShopContact,
      consent: false as unknown as true,
      website: '',
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    // Empty optional details are left out rather than sent empty.
    const contact = Object.fromEntries(
      Object.entries(values.contact).filter(([, value]) => value !== '' && value !== undefined),
    ) as ShopContact;
    try {
      const answer = await sendShopRequest(shop.slug, {
        idempotency_key: basket.key,
        locale: currentLocale() as Locale,
        contact,
        consent: true,
        lines: basket.windows.map(lineOf),
        ...(values.website ? { website: values.website } : {}),
        proof: await proof(),
      });
      onSent(answer);
    } catch (error) {
      renew();
      const fields = fieldErrorsOf(error);
      let matched = false;
      for (const [path, messages] of Object.entries(fields ?? {})) {
        const field = path.replace(/^contact\./, '');
        if ((CONTACT_FIELDS as readonly string[]).includes(field) && messages[0]) {
          form.setError(`contact.${field as (typeof CONTACT_FIELDS)[number]}`, {
            type: 'server',
            message: messages[0],
          });
          matched = true;
        }
      }
      if (matched) return;
      const status = error instanceof HttpError ? error.status : 0;
      setFailure(
        status === 429 ? t('errors.throttled') : fields ? t('errors.invalid') : t('errors.send'),
      );
    }
  });

  const errors = form.formState.errors;
  const text = (field: (typeof CONTACT_FIELDS)[number], props: Record<string, unknown> = {}) => (
    <TextInput
      key={field}
      label={t(`contact.${field}`)}
      {...form.register(`contact.${field}`)}
      error={fieldError(errors.contact?.[field], { min: MIN[field] ?? 0, max: MAX[field] })}
      required={field === 'name' || field === 'phone' || field === 'email'}
      {...props}
    />
  );

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <Title order={2} fz="h3" id={headingId}>
            {t('contact.title')}
          </Title>
          {text('name', { autoComplete: 'name' })}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('phone', { autoComplete: 'tel', type: 'tel' })}
            {text('email', { autoComplete: 'email', type: 'email' })}
          </SimpleGrid>
          {text('address', { autoComplete: 'street-address' })}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('postalcode', { autoComplete: 'postal-code' })}
            {text('city', { autoComplete: 'address-level2' })}
          </SimpleGrid>
          {text('preferred_contact_time', {
            description: t('contact.preferredHelp'),
          })}
          {/* The honeypot: no person sees it, tabs to it or hears it; a robot filling every field
              gives itself away. */}
          <div
            aria-hidden="true"
            style={{
              position: 'absolute',
              left: '-10000px',
              width: 1,
              height: 1,
              overflow: 'hidden',
            }}
          >
            <label>
              Website
              <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
            </label>
          </div>
          <Checkbox
            {...form.register('consent')}
            label={t('contact.consent', { shop: shop.title })}
            error={fieldError(errors.consent)}
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button variant="default" onClick={onBack}>
              {t('contact.back')}
            </Button>
            <Button
              type="submit"
              color={shop.colour}
              autoContrast
              loading={form.formState.isSubmitting}
            >
              {t('contact.send')}
            </Button>
          </SimpleGrid>
        </Stack>
      </form>
    </Paper>
  );
}
