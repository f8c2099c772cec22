import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addOnFitsCurtain,
  checkMeasurements,
  type MeasuredArticle,
  measurementMessageParams,
  roomOutlier,
  swappedSizes,
  unacknowledgedWarnings,
  unitSlipAlone,
  unitSlipInRoom,
  unusualSize,
  widerThanRoomRails,
} from './check.js';
import { MEASUREMENT_THRESHOLDS } from './thresholds.js';

let next = 100000;
function curtain(
  width: number,
  height: number,
  extra: Partial<MeasuredArticle> & { parameters?: Record<string, unknown> } = {},
): MeasuredArticle {
  next += 1;
  return {
    orderNumber: String(next),
    articleType: 'pleatcurtain',
    room: 'living',
    curtainOrderNumber: null,
    fabric: null,
    ...extra,
    parameters: { width, height, ...extra.parameters },
  };
}
const rail = (width: number, on: MeasuredArticle, parameters: Record<string, unknown> = {}) =>
  curtain(0, 0, {
    articleType: 'trackrail',
    curtainOrderNumber: on.orderNumber,
    parameters: { width, height: undefined, ...parameters },
  });

describe('roomOutlier', () => {
  it('two curtains of 260 cm and one of 160 cm in a living room: the third is asked about', () => {
    const [a, b, c] = [curtain(150, 260), curtain(180, 260), curtain(120, 160)];
    const found = roomOutlier([a!, b!, c!]);
    expect(found).toEqual([
      {
        id: `room_outlier:${c!.orderNumber}:height`,
        code: 'room_outlier',
        orderNumber: c!.orderNumber,
        fields: ['height'],
        params: { value: 160, usual: 260, count: 3, unit: 'cm' },
        suggestions: [{ field: 'height', value: 260 }],
      },
    ]);
  });

  it('a difference within the threshold (15 %, at least 20 cm) is not an outlier', () => {
    expect(roomOutlier([curtain(100, 260), curtain(100, 260), curtain(100, 241)])).toEqual([]);
  });

  it('two curtains alone have no majority: no outlier', () => {
    expect(roomOutlier([curtain(100, 260), curtain(100, 160)])).toEqual([]);
  });

  it('"others" is not one room: its curtains are not compared', () => {
    const others = (height: number) => curtain(100, height, { room: 'others' });
    expect(roomOutlier([others(260), others(260), others(160)])).toEqual([]);
  });

  it('curtains of other rooms or models are not compared', () => {
    const bedroom = curtain(100, 160, { room: 'bedroom' });
    const wave = curtain(100, 160, { articleType: 'wavecurtain' });
    expect(roomOutlier([curtain(100, 260), curtain(100, 260), bedroom, wave])).toEqual([]);
  });
});

describe('unitSlipAlone', () => {
  it('a height of 2875 "cm" fits only read as millimetres: did you mean 287,5 cm?', () => {
    const found = unitSlipAlone(curtain(150, 2875));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      code: 'unit_slip',
      fields: ['height'],
      params: { value: 2875, suggested: 287.5 },
      suggestions: [{ field: 'height', value: 287.5 }],
    });
    expect(measurementMessageParams(found[0]!, 'nl')).toMatchObject({ suggested: '287,5 cm' });
    expect(measurementMessageParams(found[0]!, 'en', 'imperial')).toMatchObject({
      suggested: '113 3⁄16 in',
    });
  });

  it('a wide-width fabric of 300 cm cannot make a drop of 2650: 265 cm is meant', () => {
    const found = unitSlipAlone(
      curtain(400, 2650, { fabric: { widthMm: 3000, widthType: 'widewidth' } }),
    );
    expect(found[0]?.suggestions).toEqual([{ field: 'height', value: 265 }]);
  });

  it('a height of 26 cm is below the usual; 260 cm fits', () => {
    expect(unitSlipAlone(curtain(150, 26))[0]?.suggestions).toEqual([
      { field: 'height', value: 260 },
    ]);
  });

  it('a height of 16 cm, below the smallest allowed, is 160 cm read as decimetres', () => {
    expect(unitSlipAlone(curtain(150, 16))[0]?.suggestions).toEqual([
      { field: 'height', value: 160 },
    ]);
  });

  it('usual sizes are no slip', () => {
    expect(unitSlipAlone(curtain(150, 260))).toEqual([]);
  });
});

describe('unitSlipInRoom', () => {
  it('a width of 1450 among widths of 145 cm: 145 cm is meant', () => {
    const slip = curtain(1050, 260);
    const found = unitSlipInRoom([curtain(100, 260), curtain(110, 260), slip]);
    expect(found).toEqual([
      expect.objectContaining({
        orderNumber: slip.orderNumber,
        fields: ['width'],
        params: { value: 1050, suggested: 105, siblings: 105, unit: 'cm' },
        suggestions: [{ field: 'width', value: 105 }],
      }),
    ]);
  });

  it('with one sibling nobody knows which is wrong: no warning', () => {
    expect(unitSlipInRoom([curtain(100, 260), curtain(1000, 260)])).toEqual([]);
  });
});

describe('swappedSizes', () => {
  it('a wide-width curtain 250 wide and 310 high does not fit a 300 cm fabric; turned it does', () => {
    const found = swappedSizes(
      curtain(250, 310, { fabric: { widthMm: 3000, widthType: 'widewidth' } }),
    );
    expect(found).toEqual([
      expect.objectContaining({
        code: 'swapped_sizes',
        fields: ['width', 'height'],
        suggestions: [
          { field: 'width', value: 310 },
          { field: 'height', value: 250 },
        ],
      }),
    ]);
  });

  it('a fold blind 200 wide and 270 high is taller than usual (250 cm); turned it is usual', () => {
    const found = swappedSizes(curtain(200, 270, { articleType: 'foldcurtain' }));
    expect(found[0]?.suggestions).toEqual([
      { field: 'width', value: 270 },
      { field: 'height', value: 200 },
    ]);
  });

  it('a fold blind 270 wide and 270 high is unusual either way: not swapped', () => {
    expect(swappedSizes(curtain(270, 270, { articleType: 'foldcurtain' }))).toEqual([]);
  });

  it('a curtain that fits as typed is not swapped', () => {
    expect(
      swappedSizes(curtain(250, 280, { fabric: { widthMm: 3000, widthType: 'widewidth' } })),
    ).toEqual([]);
  });
});

describe('addOnFitsCurtain', () => {
  it('a rail of 200 cm under a curtain of 300 cm is too short: 300 cm suggested', () => {
    const wide = curtain(300, 260);
    const short = rail(200, wide);
    expect(addOnFitsCurtain([wide, short])).toEqual([
      expect.objectContaining({
        code: 'rail_too_short',
        orderNumber: short.orderNumber,
        params: { value: 200, curtain: 300, unit: 'cm' },
        suggestions: [{ field: 'width', value: 300 }],
      }),
    ]);
  });

  it('a rail within 2 cm of its curtain, or longer, fits', () => {
    const wide = curtain(300, 260);
    expect(addOnFitsCurtain([wide, rail(298, wide), rail(340, wide)])).toEqual([]);
  });

  it('a curved rail counts its legs', () => {
    const wide = curtain(300, 260);
    const bay = rail(220, wide, {
      curve_type: 'double90',
      curve_left_length: 40,
      curve_right_length: 40,
    });
    expect(addOnFitsCurtain([wide, bay])).toEqual([]);
  });

  it('a pull rod of 180 cm on a curtain of 160 cm is longer than the drop', () => {
    const low = curtain(200, 160);
    const rod = curtain(0, 0, {
      articleType: 'pullrod',
      curtainOrderNumber: low.orderNumber,
      parameters: { width: undefined, height: undefined, length: 180 },
    });
    expect(addOnFitsCurtain([low, rod])).toEqual([
      expect.objectContaining({
        code: 'pull_rod_too_long',
        fields: ['length'],
        params: { value: 180, curtain: 160, unit: 'cm' },
      }),
    ]);
  });
});

describe('widerThanRoomRails', () => {
  it('a curtain of 320 cm without a rail, in a room with loose rails of 200 and 250 cm', () => {
    const wide = curtain(320, 260);
    const loose = (width: number) =>
      curtain(0, 0, { articleType: 'trackrail', parameters: { width, height: undefined } });
    expect(widerThanRoomRails([wide, loose(200), loose(250)])).toEqual([
      expect.objectContaining({
        code: 'wider_than_room_rails',
        orderNumber: wide.orderNumber,
        params: { value: 320, rail: 250, unit: 'cm' },
      }),
    ]);
    expect(widerThanRoomRails([curtain(255, 260), loose(250)])).toEqual([]);
  });

  it('rails ordered for curtains tell nothing about a curtain without one', () => {
    const own = curtain(200, 260);
    expect(widerThanRoomRails([curtain(320, 260), own, rail(200, own)])).toEqual([]);
  });
});

describe('unusualSize', () => {
  it('a drop of 345 cm is allowed but beyond the usual 330 cm', () => {
    expect(unusualSize(curtain(200, 345))).toEqual([
      expect.objectContaining({
        code: 'unusual_size',
        params: { value: 345, max: 330, unit: 'cm' },
      }),
    ]);
  });
  it('the usual maximum itself is fine', () => {
    expect(unusualSize(curtain(200, MEASUREMENT_THRESHOLDS.usual.sewn.maxHeightCm))).toEqual([]);
  });
});

describe('checkMeasurements', () => {
  it('one field gets one warning: a unit slip explains the outlier', () => {
    const slip = curtain(100, 26);
    const found = checkMeasurements([curtain(100, 260), curtain(100, 260), slip]);
    expect(found.map((w) => w.code)).toEqual(['unit_slip']);
  });

  it('acknowledged warnings are no longer asked about', () => {
    const found = checkMeasurements([curtain(100, 260), curtain(100, 260), curtain(100, 160)]);
    expect(unacknowledgedWarnings(found, [found[0]!.id])).toEqual([]);
    expect(unacknowledgedWarnings(found, [])).toEqual(found);
  });

  const usualCurtain = fc.record({
    width: fc.integer({ min: 400, max: 8000 }).map((mm) => mm / 10),
    height: fc.integer({ min: 500, max: 3300 }).map((mm) => mm / 10),
    articleType: fc.constantFrom('pleatcurtain', 'wavecurtain', 'foldcurtain'),
  });

  it('identical articles of usual size never warn', () => {
    fc.assert(
      fc.property(usualCurtain, fc.integer({ min: 1, max: 6 }), (shape, count) => {
        const fold = shape.articleType === 'foldcurtain';
        const height = fold ? Math.min(shape.height, 250) : shape.height;
        const width = fold ? Math.min(shape.width, 280) : shape.width;
        const copies = Array.from({ length: count }, () =>
          curtain(width, height, { articleType: shape.articleType }),
        );
        expect(checkMeasurements(copies)).toEqual([]);
      }),
    );
  });

  it('the warnings do not depend on the order the articles come in', () => {
    fc.assert(
      fc.property(
        fc.array(usualCurtain, { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 0, max: 1000 }),
        (shapes, seed) => {
          const articles = shapes.map((shape) =>
            curtain(shape.width, shape.height, { articleType: 'pleatcurtain' }),
          );
          const shuffled = [...articles].sort(
            (a, b) => ((Number(a.orderNumber) * seed) % 97) - ((Number(b.orderNumber) * seed) % 97),
          );
          expect(checkMeasurements(shuffled)).toEqual(checkMeasurements(articles));
        },
      ),
    );
  });
});
