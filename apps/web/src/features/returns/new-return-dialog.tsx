// The RMA dialog (configurators §2, §3): a confirmed or delivered article, the form filled from it
// (POST api/rma/template/), every field of a return, photos with previews; confirming sends the
// return and then its photos.
import { type AccountSettings, formatDay, type Rma } from '@atelier/domain';
import { Alert, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnableOrder, useReturnableOrders, useReturnTemplate } from '../../api/rma';
import { LayeredModal } from '../../components/layered-modal';
import { LoadingState } from '../../components/state-views';
import { COMBOBOX } from './return-fields';
import { ReturnForm } from './return-form';
import { detailOf } from './use-send-return';

export function NewReturnDialog({
  opened,
  account,
  onClose,
  onMade,
}: {
  opened: boolean;
  account: AccountSettings;
  onClose: () => void;
  onMade: (made: Rma) => void;
}) {
  const { t, i18n } = useTranslation(['returns', 'enums', 'common']);
  const [orderId, setOrderId] = useState<number | null>(null);
  const [articleNumber, setArticleNumber] = useState<string | null>(null);
  const orders = useReturnableOrders(opened);
  const order = useReturnableOrder(orderId);
  const template = useReturnTemplate(articleNumber);
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setOrderId(null);
    setArticleNumber(null);
    setDirty(false);
    onClose();
  };
  const date = (iso: string | null) => formatDay(iso, i18n.language);

  let body: ReactNode;
  if (orders.isPending) body = <LoadingState />;
  else if (orders.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('dialog.ordersFailed')}
      </Alert>
    );
  } else if (orders.data.length === 0) {
    body = <Text size="sm">{t('dialog.noOrders')}</Text>;
  } else {
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('dialog.order')}
            placeholder={t('dialog.orderPlaceholder')}
            searchable
            data={orders.data.map((one) => ({
              value: String(one.id),
              label: t('dialog.orderOption', {
                commission: one.commission || t('dialog.noCommission'),
                date: date(one.order_date),
              }),
            }))}
            value={orderId === null ? null : String(orderId)}
            onChange={(value) => {
              setOrderId(value === null ? null : Number(value));
              setArticleNumber(null);
              setDirty(false);
            }}
            comboboxProps={COMBOBOX}
            // A shop has many orders: the newest ten show, typing finds the others. No scrolling
            // list inside the listbox, which the keyboard could not reach.
            limit={10}
            withScrollArea={false}
          />
          <Select
            label={t('dialog.article')}
            placeholder={t('dialog.articlePlaceholder')}
            disabled={!order.data}
            data={(order.data?.articles ?? []).map((article) => ({
              value: article.order_number,
              label: t('dialog.articleOption', {
                number: article.order_number,
                type: t(`enums:articleTypes.${article.article_type}`),
              }),
            }))}
            value={articleNumber}
            onChange={(value) => {
              setArticleNumber(value);
              setDirty(false);
            }}
            comboboxProps={COMBOBOX}
          />
        </SimpleGrid>
        {articleNumber === null ? null : template.isPending ? (
          <LoadingState />
        ) : template.isError ? (
          <Alert color="red" variant="light" role="alert">
            {detailOf(template.error, t('dialog.templateFailed'))}
          </Alert>
        ) : (
          <ReturnForm
            key={articleNumber}
            template={template.data}
            account={account}
            onCancel={close}
            onDirty={setDirty}
            onDone={(made) => {
              onMade(made);
              close();
            }}
          />
        )}
      </Stack>
    );
  }
  return (
    <LayeredModal opened={opened} onClose={close} dirty={dirty} title={t('dialog.title')} size="xl">
      {body}
    </LayeredModal>
  );
}
