import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inchesToMm } from '../format/index.js';
import {
  addOnFitsCurtain,
  checkMeasurements,
  heightKindOf,
  looseRailUnitSlip,
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
  it('two curtains of 260 cm and one of 206 cm in a living room: the third is asked about', () => {
    const [a, b, c] = [curtain(150, 260), curtain(180, 260), curtain(120, 206)];
    const found = roomOutlier([a!, b!, c!]);
    expect(found).toEqual([
      {
        id: `room_outlier:${c!.orderNumber}:height`,
        code: 'room_outlier',
        orderNumber: c!.orderNumber,
        fields: ['height'],
        params: { value: 206, usual: 260, count: 3, unit: 'cm' },
        suggestions: [{ field: 'height', value: 260 }],
      },
    ]);
  });

  it('heights are compared within their kind: a floor-length terrace door among sill-length windows', () => {
    expect(roomOutlier([curtain(180, 160), curtain(200, 160), curtain(220, 250)])).toEqual([]);
    expect(roomOutlier([curtain(140, 140), curtain(120, 140), curtain(160, 240)])).toEqual([]);
    expect(roomOutlier([curtain(120, 60), curtain(140, 60), curtain(90, 215)])).toEqual([]);
  });

  it('a sill-length height among sill-length ones is still compared: 108 for 180', () => {
    const slip = curtain(150, 108);
    expect(roomOutlier([curtain(140, 180), curtain(160, 180), slip])).toEqual([
      expect.objectContaining({
        orderNumber: slip.orderNumber,
        params: expect.objectContaining({ usual: 180 }),
      }),
    ]);
  });

  it('the kinds of height come from the thresholds: café, sill-length, door-height or floor-length', () => {
    expect([35, 99.9, 100, 199.9, 200, 520].map((cm) => heightKindOf(cm))).toEqual([
      'cafe',
      'cafe',
      'sill',
      'sill',
      'long',
      'long',
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

  it('short products that exist are no slip on their own: a café curtain, a sidelight, a small blind', () => {
    expect(unitSlipAlone(curtain(130, 45, { articleType: 'rodcurtain' }))).toEqual([]);
    expect(unitSlipAlone(curtain(110, 35, { articleType: 'rodcurtain' }))).toEqual([]);
    expect(unitSlipAlone(curtain(35, 205, { articleType: 'rodcurtain' }))).toEqual([]);
    expect(unitSlipAlone(curtain(38, 45, { articleType: 'foldcurtain' }))).toEqual([]);
  });

  it('a width of 900 (mm typed in cm) is above the usual: 90 cm is meant', () => {
    expect(unitSlipAlone(curtain(900, 150))[0]?.suggestions).toEqual([
      { field: 'width', value: 90 },
    ]);
  });

  it('a wide-width curtain a little over its fabric drop is no slip of ten (32 cm is no curtain)', () => {
    expect(
      unitSlipAlone(curtain(400, 320, { fabric: { widthMm: 3000, widthType: 'widewidth' } })),
    ).toEqual([]);
  });
});

describe('rails and rods on their own', () => {
  const loose = (articleType: string, width: number) =>
    curtain(0, 0, { articleType, parameters: { width, height: undefined } });

  it('a loose rail of 1000 typed for 100,0: did you mean 100 cm?', () => {
    const found = checkMeasurements([loose('trackrail', 1000)]);
    expect(found).toEqual([
      expect.objectContaining({
        code: 'unit_slip',
        fields: ['width'],
        params: { value: 1000, suggested: 100, unit: 'cm' },
        suggestions: [{ field: 'width', value: 100 }],
      }),
    ]);
  });

  it('a loose rod of 800 is 80; a loose rail of 32 is 320', () => {
    expect(checkMeasurements([loose('decorativerod', 800)])[0]?.suggestions).toEqual([
      { field: 'width', value: 80 },
    ]);
    expect(checkMeasurements([loose('trackrail', 32)])[0]?.suggestions).toEqual([
      { field: 'width', value: 320 },
    ]);
  });

  it('a rail of 650 for a window wall is usual; a rod of 600 is beyond the usual 500 cm', () => {
    expect(checkMeasurements([loose('trackrail', 650)])).toEqual([]);
    expect(checkMeasurements([loose('decorativerod', 600)])).toEqual([
      expect.objectContaining({
        code: 'unusual_size',
        params: { value: 600, max: 500, unit: 'cm' },
      }),
    ]);
  });

  it('a rail a tenth of its curtain is a unit slip, not only too short', () => {
    const wide = curtain(300, 260);
    expect(addOnFitsCurtain([wide, rail(30, wide)])).toEqual([
      expect.objectContaining({
        code: 'unit_slip',
        params: { value: 30, suggested: 300, unit: 'cm' },
        suggestions: [{ field: 'width', value: 300 }],
      }),
    ]);
  });
});

describe('looseRailUnitSlip', () => {
  const loose = (width: number) =>
    curtain(0, 0, { articleType: 'trackrail', parameters: { width, height: undefined } });

  it('a loose rail of 800 (mm) in a room whose curtain on loose rails is 75 cm: 80 cm is meant', () => {
    const slip = loose(800);
    expect(looseRailUnitSlip([slip, curtain(75, 160)])).toEqual([
      expect.objectContaining({
        code: 'unit_slip',
        orderNumber: slip.orderNumber,
        params: { value: 800, suggested: 80, unit: 'cm' },
        suggestions: [{ field: 'width', value: 80 }],
      }),
    ]);
  });

  it('a loose rail that fits its room’s curtains, or that no reading makes fit, is left alone', () => {
    expect(looseRailUnitSlip([loose(300), loose(250), curtain(240, 260)])).toEqual([]);
    expect(looseRailUnitSlip([loose(380), curtain(180, 520), curtain(180, 520)])).toEqual([]);
  });

  it('curtains with a rail of their own do not say what a loose rail should be', () => {
    const own = curtain(75, 160);
    expect(looseRailUnitSlip([loose(800), own, rail(75, own)])).toEqual([]);
  });
});

describe('imperial: slips read in inches', () => {
  /** A size typed in inches, as the inch field keeps it (whole millimetres, in cm). */
  const inches = (typed: number) => inchesToMm(typed) / 10;
  const inchCurtain = (width: number, height: number) => curtain(inches(width), inches(height));
  const meant = (found: { suggestions: { value: number }[] } | undefined) =>
    found
      ? measurementMessageParams(
          { params: { suggested: found.suggestions[0]!.value } },
          'en',
          'imperial',
        ).suggested
      : null;

  it('centimetres typed in an inch field (243.8 for 96 in): did you mean 96 in?', () => {
    const found = unitSlipAlone(inchCurtain(72, 243.8), undefined, 'imperial');
    expect(found[0]?.suggestions).toEqual([{ field: 'height', value: inches(96) }]);
    expect(meant(found[0])).toBe('96 in');
  });

  it('feet typed for inches (8 for 96 in): did you mean 96 in, not 79.9 in', () => {
    const found = unitSlipAlone(inchCurtain(72, 8), undefined, 'imperial');
    expect(found[0]?.suggestions).toEqual([{ field: 'height', value: inches(96) }]);
    expect(meant(found[0])).toBe('96 in');
    expect(measurementMessageParams(found[0]!, 'en', 'imperial')).toMatchObject({
      value: '8 in',
      suggested: '96 in',
    });
  });

  it('ten times the inches (960 for 96 in), and a quarter inch kept: 1132.5 for 113¼ in', () => {
    expect(unitSlipAlone(inchCurtain(72, 960), undefined, 'imperial')[0]?.suggestions).toEqual([
      { field: 'height', value: inches(96) },
    ]);
    const quarter = unitSlipAlone(inchCurtain(1132.5, 96), undefined, 'imperial');
    expect(meant(quarter[0])).toBe('113¼ in');
  });

  it('among its room: 183 (cm) among curtains of 72 in, 8.5 (feet) among 102 in', () => {
    const cm = inchCurtain(183, 96);
    expect(
      unitSlipInRoom([inchCurtain(72, 96), inchCurtain(72, 96), cm], undefined, 'imperial'),
    ).toEqual([
      expect.objectContaining({
        orderNumber: cm.orderNumber,
        suggestions: [{ field: 'width', value: inches(72) }],
      }),
    ]);
    const feet = inchCurtain(70, 8.5);
    expect(
      unitSlipInRoom([inchCurtain(60, 102), inchCurtain(80, 102), feet], undefined, 'imperial'),
    ).toEqual([
      expect.objectContaining({ suggestions: [{ field: 'height', value: inches(102) }] }),
    ]);
  });

  it('a rail of 300 (cm) typed in inches for its curtain of 118 in', () => {
    const wide = inchCurtain(118, 96);
    expect(addOnFitsCurtain([wide, rail(inches(300), wide)], undefined, 'imperial')).toEqual([
      expect.objectContaining({
        code: 'unit_slip',
        suggestions: [{ field: 'width', value: inches(118) }],
      }),
    ]);
  });

  it('a metric account is not read in inches: 2.54 times its siblings is no slip there', () => {
    expect(unitSlipInRoom([curtain(72, 96), curtain(72, 96), curtain(183, 96)])).toEqual([]);
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

  it('a rod shorter than its curtain is told as a rod: 140 cm under a curtain of 200 cm', () => {
    const wide = curtain(200, 240);
    const short = rail(140, wide, {});
    const rod = { ...short, articleType: 'decorativerod' };
    expect(addOnFitsCurtain([wide, rod])).toEqual([
      expect.objectContaining({
        id: `rod_too_short:${rod.orderNumber}:width`,
        code: 'rod_too_short',
        params: { value: 140, curtain: 200, unit: 'cm' },
        suggestions: [{ field: 'width', value: 200 }],
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
  it('a drop of 570 cm is allowed but beyond the usual 550 cm; a stairwell of 520 cm is usual', () => {
    expect(unusualSize(curtain(200, 570))).toEqual([
      expect.objectContaining({
        code: 'unusual_size',
        params: { value: 570, max: 550, unit: 'cm' },
      }),
    ]);
    expect(checkMeasurements([curtain(240, 520), curtain(240, 520)])).toEqual([]);
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
    const found = checkMeasurements([curtain(100, 260), curtain(100, 260), curtain(100, 206)]);
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
