// A commission's header: its name, the customer's order number, the memo and the employee. The
// employee is changed as soon as it is chosen; the rest is saved with the button.
import { Button, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionOf, type OrderView } from '../../api/order-book';
import { patchOrder } from '../../api/orders';
import { useAccountSettings } from '../../api/settings';
import { growingText } from '../../components/growing-text';
import { useListWhileOpen } from '../../components/list-while-open';
import { useOrderAction } from './use-order-action';

/** The memo grows with its text (without laying the page out while it is drawn). */
const MEMO_SIZING = growingText(1, 8);

type HeaderFields = Pick<OrderView, 'commission' | 'customer_order_number' | 'memo'>;

export function OrderHeader({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const account = useAccountSettings().data;
  const save = useOrderAction((fields: HeaderFields) => patchOrder(order.id, fields), {
    success: t('offer.alerts.headerSaved'),
    failure: t('offer.alerts.headerFailed'),
  });
  const [fields, setFields] = useState<HeaderFields>({
    commission: order.commission,
    customer_order_number: order.customer_order_number,
    memo: order.memo,
  });
  // The employee chosen here stays chosen even when the call fails (portal §8); the failure is
  // logged and said.
  const [employee, setEmployee] = useState<number | null>(order.employee);
  useEffect(() => {
    setFields({
      commission: order.commission,
      customer_order_number: order.customer_order_number,
      memo: order.memo,
    });
  }, [order.commission, order.customer_order_number, order.memo]);
  const editable = actionOf(order.actions, 'edit')?.allowed ?? false;
  const employeeVerdict = actionOf(order.actions, 'change_employee');
  const employees = account?.employees.filter((one) => !one.is_archived) ?? [];
  const listWhileOpen = useListWhileOpen();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save.run(fields);
      }}
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <TextInput
          label={t('offer.header.commission')}
          value={fields.commission}
          maxLength={120}
          readOnly={!editable}
          onChange={(event) => setFields({ ...fields, commission: event.currentTarget.value })}
        />
        <TextInput
          label={t('offer.header.customerOrderNumber')}
          value={fields.customer_order_number}
          maxLength={60}
          readOnly={!editable}
          onChange={(event) =>
            setFields({ ...fields, customer_order_number: event.currentTarget.value })
          }
        />
        {(account?.show_employee ?? true) && employees.length > 0 ? (
          <Select
            label={t('offer.header.employee')}
            data={employees.map((one) => ({ value: String(one.id), label: one.name }))}
            value={employee === null ? null : String(employee)}
            disabled={employeeVerdict ? !employeeVerdict.allowed : !editable}
            description={
              employeeVerdict && !employeeVerdict.allowed ? employeeVerdict.message : undefined
            }
            onChange={(value) => {
              const next = value === null ? null : Number(value);
              setEmployee(next);
              patchOrder(order.id, { employee: next }).catch((error: unknown) => {
                console.warn('employee change failed', error);
                notificationsShowEmployeeFailed(t('offer.alerts.employeeFailed'));
              });
            }}
            allowDeselect={false}
            comboboxProps={listWhileOpen}
          />
        ) : null}
      </SimpleGrid>
      {(account?.show_order_memo ?? true) ? (
        <Textarea
          mt="sm"
          label={t('offer.header.memo')}
          value={fields.memo}
          {...MEMO_SIZING}
          maxLength={2000}
          readOnly={!editable}
          onChange={(event) => setFields({ ...fields, memo: event.currentTarget.value })}
        />
      ) : null}
      {editable ? (
        <Group justify="flex-end" mt="sm">
          <Button type="submit" variant="light" loading={save.busy}>
            {t('offer.header.save')}
          </Button>
        </Group>
      ) : null}
    </form>
  );
}

function notificationsShowEmployeeFailed(message: string) {
  notifications.show({ color: 'orange', message });
}
