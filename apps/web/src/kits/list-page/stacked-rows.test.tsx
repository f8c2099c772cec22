import { Table } from '@mantine/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePhone, onPhone } from '../../test/phone';
import { renderRoutes } from '../../test/render';
import { ListPage } from './list-page';
import { readParams } from './list-params';
import { type ListColumn, StackingTable, stackCell } from './stacked-rows';

interface Order {
  id: number;
  commission: string;
  status: string;
  price: string;
  day: string;
}

const ORDERS: Order[] = [
  { id: 7, commission: 'Jansen', status: 'Confirmed', price: '€ 1.234,50', day: '28-11-2026' },
  { id: 8, commission: 'De Vries', status: 'Draft', price: '€ 99,00', day: '27-11-2026' },
];

// In the table's order a laptop reads them; a phone's card leads with commission, status, price.
const COLUMNS: ListColumn<Order>[] = [
  { accessor: 'id', title: 'Order', priority: 6, width: 110 },
  { accessor: 'day', title: 'Created', priority: 4 },
  { accessor: 'commission', title: 'Commission', priority: 1 },
  { accessor: 'price', title: 'Price', priority: 3, textAlign: 'right', noWrap: true },
  { accessor: 'status', title: 'Status', priority: 2, stackLabel: 'State' },
];

afterEach(() => {
  leavePhone();
  vi.restoreAllMocks();
});

/**
 * A wider screen without layout (jsdom): the frames and the table's scroll viewport as wide as
 * `widths` says, the viewport's content `table` wide, and the frames' observers called by `resize`.
 */
function wideScreen(widths: { frame: number; table: number }) {
  const observed: { callback: ResizeObserverCallback; target: Element }[] = [];
  class Observer {
    readonly #callback: ResizeObserverCallback;
    constructor(callback: ResizeObserverCallback) {
      this.#callback = callback;
    }
    observe(target: Element) {
      observed.push({ callback: this.#callback, target });
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer);
  const viewport = (element: HTMLElement) => element.matches('.mantine-ScrollArea-viewport');
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return widths.frame;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return viewport(this) ? Math.max(widths.table, widths.frame) : widths.frame;
  });
  return {
    resize(frame: number) {
      widths.frame = frame;
      act(() => {
        // The kit's frames only (plain elements without a class): Mantine's own observers would
        // start timers that outlive the test.
        for (const { callback, target } of observed) {
          if (target.hasAttribute('class')) continue;
          const contentRect = { width: frame, height: 0 } as DOMRectReadOnly;
          callback([{ target, contentRect } as ResizeObserverEntry], {} as ResizeObserver);
        }
      });
    },
  };
}

async function renderList(onOpen = vi.fn()) {
  const params = readParams(new URLSearchParams());
  await renderRoutes(
    [
      {
        path: '/list',
        element: (
          <ListPage<Order>
            label="Orders"
            params={params}
            update={() => {}}
            state={{ isPending: false, isError: false, records: ORDERS, total: ORDERS.length }}
            columns={COLUMNS}
            idAccessor={(order) => order.id}
            rowActions={(order) => [
              { key: 'open', label: 'Open', onClick: () => onOpen(order.id) },
            ]}
            rowActionsLabel={(order) => `Actions for ${order.id}`}
          />
        ),
      },
    ],
    { path: '/list' },
  );
  return screen.findByRole('table', { name: 'Orders' });
}

const order = (cell: HTMLElement) => cell.style.getPropertyValue('--stack-order');

describe('rows that stack on a phone', () => {
  it('draws each row as a card of labelled lines, commission, status and price first', async () => {
    onPhone();
    const table = await renderList();
    expect(table).toHaveClass('atelier-stacked');
    const row = within(table).getByRole('row', { name: /Jansen/ });
    const cells = within(row).getAllByRole('cell');
    // Still a table: its header names each column for a screen reader, the cells in table order.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Created', 'Commission', 'Price', 'Status', 'Actions']);
    expect(cells.map((cell) => cell.getAttribute('data-stack-label'))).toEqual([
      'Order',
      'Created',
      'Commission',
      'Price',
      'State',
      null,
    ]);
    // Drawn in the order of importance: commission, status, price, day, then the rest.
    const drawn = [...cells]
      .slice(0, 5)
      .sort((a, b) => Number(order(a)) - Number(order(b)))
      .map((cell) => cell.textContent);
    expect(drawn).toEqual(['Jansen', 'Confirmed', '€ 1.234,50', '28-11-2026', '7']);
  });

  it('gives a column of fixed width the card’s whole line, not the column’s width', async () => {
    // At 110 px an order number on a card's line broke digit by digit.
    onPhone();
    const table = await renderList();
    const row = within(table).getByRole('row', { name: /Jansen/ });
    const number = within(row).getAllByRole('cell')[0] as HTMLElement;
    expect(number).toHaveTextContent('7');
    expect(number.style.width).toBe('');
    expect(number.style.maxWidth).toBe('');
  });

  it('keeps the row’s menu in the card, reachable from the keyboard', async () => {
    onPhone();
    const onOpen = vi.fn();
    const table = await renderList(onOpen);
    const menuButton = within(table).getByRole('button', { name: 'Actions for 8' });
    expect(menuButton.closest('td')).toHaveAttribute('data-stack-actions');
    const user = userEvent.setup();
    menuButton.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledWith(8);
  });

  it('leaves the table as it was on a laptop', async () => {
    const table = await renderList();
    expect(table).not.toHaveClass('atelier-stacked');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    const row = within(table).getByRole('row', { name: /Jansen/ });
    expect((within(row).getAllByRole('cell')[0] as HTMLElement).style.width).toBe('110px');
  });
});

describe('rows that stack where the table does not fit', () => {
  it('stacks on a tablet beside the menu, where the table would scroll sideways in its frame', async () => {
    // A table of 1,070 px in a frame of 702 (1,024 px beside the menu): its last columns, the
    // price and the row's menu among them, were past the frame's edge.
    wideScreen({ frame: 702, table: 1070 });
    const table = await renderList();
    expect(table).toHaveClass('atelier-stacked');
    expect(
      within(table).getByRole('button', { name: 'Actions for 8' }).closest('td'),
    ).toHaveAttribute('data-stack-actions');
  });

  it('is a table again when its frame grows to what the table needs, and only then', async () => {
    const screenWidth = wideScreen({ frame: 702, table: 1070 });
    const table = await renderList();
    expect(table).toHaveClass('atelier-stacked');
    screenWidth.resize(1000);
    expect(table).toHaveClass('atelier-stacked');
    screenWidth.resize(1080);
    expect(screen.getByRole('table', { name: 'Orders' })).not.toHaveClass('atelier-stacked');
  });

  it('stays a table where it fits', async () => {
    wideScreen({ frame: 1044, table: 1034 });
    const table = await renderList();
    expect(table).not.toHaveClass('atelier-stacked');
  });
});

function PlainTable() {
  return (
    <StackingTable minWidth={720} aria-label="Returns">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Number</Table.Th>
          <Table.Th>State</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td {...stackCell('Number', 2, { nowrap: true })}>RMA-1</Table.Td>
          <Table.Td {...stackCell('State', 1)}>Received</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </StackingTable>
  );
}

describe('a plain table that stacks on a phone', () => {
  it('stacks instead of scrolling sideways in a frame', async () => {
    onPhone();
    await renderRoutes([{ path: '/t', element: <PlainTable /> }], { path: '/t' });
    const table = await screen.findByRole('table', { name: 'Returns' });
    expect(table).toHaveClass('atelier-stacked');
    expect(table.closest('[class*="scrollContainer"]')).toBeNull();
    const [number, state] = within(table).getAllByRole('cell');
    expect(number).toHaveAttribute('data-stack-label', 'Number');
    expect(order(state as HTMLElement)).toBe('1');
    expect(order(number as HTMLElement)).toBe('2');
  });

  it('stacks in a frame narrower than its least width', async () => {
    const screenWidth = wideScreen({ frame: 600, table: 600 });
    await renderRoutes([{ path: '/t', element: <PlainTable /> }], { path: '/t' });
    expect(await screen.findByRole('table', { name: 'Returns' })).toHaveClass('atelier-stacked');
    screenWidth.resize(800);
    expect(screen.getByRole('table', { name: 'Returns' })).not.toHaveClass('atelier-stacked');
  });

  it('scrolls in its frame on a laptop, as before', async () => {
    await renderRoutes([{ path: '/t', element: <PlainTable /> }], { path: '/t' });
    const table = await screen.findByRole('table', { name: 'Returns' });
    expect(table).not.toHaveClass('atelier-stacked');
    expect(table.closest('[class*="scrollContainer"]')).not.toBeNull();
  });
});
