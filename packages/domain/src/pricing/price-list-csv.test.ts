import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_PRICE_LIST } from './demo-price-list.js';
import type { PriceList } from './price-list.js';
import {
  formatCsvAmount,
  parsePriceListCsv,
  percentChange,
  priceListCsvKeys,
  priceListDifference,
  priceListRows,
  priceListToCsv,
} from './price-list-csv.js';

const BASE = { id: DEMO_PRICE_LIST.id, name: DEMO_PRICE_LIST.name };
const CSV = priceListToCsv(DEMO_PRICE_LIST);

function parsed(text: string): PriceList {
  const result = parsePriceListCsv(text, BASE);
  if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
  return result.list;
}

function errorsOf(text: string) {
  const result = parsePriceListCsv(text, BASE);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
}

/** The file with the line for `key` (and currency) replaced by `line`. */
function withLine(key: string, currency: string, line: string): string {
  return CSV.split('\n')
    .map((found) =>
      found.split(',')[1] === key && found.split(',')[2] === currency ? line : found,
    )
    .join('\n');
}

describe('price list CSV', () => {
  it('every part of a price list has a key: defaults and every price table leaf', () => {
    expect(priceListCsvKeys().default).toContain('fullnessByPleat.single');
    expect(priceListCsvKeys().default).toContain('rail.maxBarLengthByColourMm.champagne');
    expect(priceListCsvKeys().default).toContain('defaultLuxury');
    expect(priceListCsvKeys().price).toContain('makeUpPerDrop.pleatcurtain.basic');
    expect(priceListCsvKeys().price).toContain('headingTapePerMetre.12');
    expect(priceListCsvKeys().price).toContain('remote.universal');
    expect(priceListCsvKeys().price).toContain('barColourPerMetre.champagne');
    expect(priceListCsvKeys().price).toContain('retarder');
  });

  it('round-trips the demo list: export then parse gives the same list', () => {
    expect(parsed(CSV)).toEqual(DEMO_PRICE_LIST);
  });

  it('tolerates a byte-order mark, CRLF line ends, blank lines and quoted fields', () => {
    const text = `\uFEFF${CSV.replaceAll('\n', '\r\n').replace('default,headingExtraMm,,,,20', '"default","headingExtraMm",,,,"20"\r\n')}`;
    expect(parsed(text)).toEqual(DEMO_PRICE_LIST);
  });

  it('reads amounts with a decimal point and one or two decimals', () => {
    const list = parsed(withLine('motor', 'eur', 'price,motor,eur,170.5,341,'));
    expect(list.prices.eur?.motor).toEqual({ wholesale: 17_050, sales: 34_100 });
    expect(formatCsvAmount(17_050)).toBe('170.50');
    expect(formatCsvAmount(5)).toBe('0.05');
  });

  it('requires the header line', () => {
    expect(errorsOf(CSV.split('\n').slice(1).join('\n'))).toEqual([
      { line: 1, column: null, code: 'header', params: { expected: expect.any(String) } },
    ]);
    expect(errorsOf('')[0]?.code).toBe('empty');
  });

  it('names every bad line, its column and what is wrong, and builds nothing', () => {
    const text0 = withLine('motor', 'eur', 'price,motor,eur,1.234,330,');
    let text = text0.replace('price,hub,eur,95.00,190.00,', 'price,hub,xyz,95,190,');
    text = `${text}price,nothing,eur,1,2,\ndefault,defaultLuxury,,,,velvet\nprice,motor,eur,1,2,3\nwhat,motor,eur,1,2,\nprice,motor,eur\n`;
    const errors = errorsOf(text);
    const lines = text.split('\n');
    const lineOf = (start: string) => lines.findIndex((line) => line.startsWith(start)) + 1;
    const exactly = (whole: string) => lines.indexOf(whole) + 1;
    expect(errors).toContainEqual({
      line: lineOf('price,motor,eur,1.234'),
      column: 'wholesale',
      code: 'amount',
      params: { text: '1.234' },
    });
    expect(errors).toContainEqual(
      expect.objectContaining({
        line: lineOf('price,hub,xyz'),
        column: 'currency',
        code: 'currency',
      }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({ line: lineOf('price,nothing'), column: 'key', code: 'key' }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({
        line: lineOf('default,defaultLuxury,,,,velvet'),
        column: 'value',
        code: 'choice',
      }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({ line: lineOf('price,motor,eur,1,2,3'), code: 'notEmpty' }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({ line: lineOf('what,'), column: 'kind', code: 'kind' }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({ line: exactly('price,motor,eur'), code: 'columns' }),
    );
  });

  it('refuses a line that repeats an earlier one', () => {
    const errors = errorsOf(`${CSV}price,motor,eur,1,2,\n`);
    expect(errors).toEqual([
      {
        line: CSV.split('\n').length,
        column: 'key',
        code: 'duplicate',
        params: {
          key: 'motor',
          line: CSV.split('\n').indexOf('price,motor,eur,165.00,330.00,') + 1,
        },
      },
    ]);
  });

  it('names a required price or default the file leaves out', () => {
    const text = CSV.split('\n')
      .filter(
        (line) => !line.startsWith('price,curve,pln,') && !line.startsWith('default,edgingHemMm'),
      )
      .join('\n');
    expect(errorsOf(text)).toEqual([
      {
        line: null,
        column: 'key',
        code: 'missing',
        params: { kind: 'default', key: 'edgingHemMm', currency: '' },
      },
      {
        line: null,
        column: 'key',
        code: 'missing',
        params: { kind: 'price', key: 'curve', currency: 'pln' },
      },
    ]);
  });

  it('a currency left out entirely is not offered; optional entries may be left out', () => {
    const text = CSV.split('\n')
      .filter(
        (line) =>
          !line.includes(',pln,') &&
          !line.startsWith('price,barColourPerMetre.bronze,') &&
          !line.startsWith('default,fullnessByCurtain.wavecurtain'),
      )
      .join('\n');
    const list = parsed(text);
    expect(list.prices.pln).toBeUndefined();
    expect(list.prices.eur?.barColourPerMetre.bronze).toBeUndefined();
    expect(list.defaults.fullnessByCurtain.wavecurtain).toBeUndefined();
  });

  it('names the line of a value the list does not accept (a charge step of 0)', () => {
    const text = withLine('chargeStepMm', '', 'default,chargeStepMm,,,,0');
    expect(errorsOf(text)).toEqual([
      {
        line: text.split('\n').indexOf('default,chargeStepMm,,,,0') + 1,
        column: 'value',
        code: 'invalid',
        params: { key: 'chargeStepMm' },
      },
    ]);
  });

  it('property: any prices and defaults survive export and parse', () => {
    const rows = priceListRows(DEMO_PRICE_LIST);
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 99_999_999 }), { minLength: rows.length, maxLength: rows.length }),
        (amounts) => {
          const list = JSON.parse(JSON.stringify(DEMO_PRICE_LIST)) as PriceList;
          rows.forEach((row, index) => {
            if (row.kind !== 'price' || !row.currency) return;
            const path = row.key.split('.');
            let node = list.prices[row.currency] as unknown as Record<string, unknown>;
            for (const key of path) node = node[key] as Record<string, unknown>;
            node.wholesale = amounts[index];
            node.sales = (amounts[index] ?? 0) * 2;
          });
          expect(parsed(priceListToCsv(list))).toEqual(list);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('price list difference', () => {
  it('counts added, removed and changed entries with old and new values', () => {
    const next = JSON.parse(JSON.stringify(DEMO_PRICE_LIST)) as PriceList;
    if (!next.prices.eur) throw new Error('eur');
    next.prices.eur.motor = { wholesale: 18_150, sales: 36_300 };
    delete next.prices.eur.barColourPerMetre.bronze;
    next.defaults.fullnessByCurtain.pleatcurtain = 220;
    const difference = priceListDifference(DEMO_PRICE_LIST, next);
    expect(difference.counts).toEqual({
      added: 1,
      removed: 1,
      changed: 1,
      unchanged: priceListRows(DEMO_PRICE_LIST).length - 2,
    });
    const changed = difference.changes.find((found) => found.change === 'changed');
    expect(changed).toMatchObject({
      key: 'motor',
      currency: 'eur',
      before: { wholesale: 16_500 },
      after: { wholesale: 18_150 },
    });
    expect(percentChange(16_500, 18_150)).toBe(10);
  });

  it('percent change: one decimal, null from zero', () => {
    expect(percentChange(300, 200)).toBe(-33.3);
    expect(percentChange(0, 200)).toBeNull();
    expect(percentChange(200, 200)).toBe(0);
  });
});
