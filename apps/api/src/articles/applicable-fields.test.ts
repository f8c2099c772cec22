// The API drops the fields that do not apply to the article as chosen before it validates and
// prices (packages/domain forms/applicable.ts): the same answer as the configurator gives.
import { articleAnswerSchema } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { articleSuite, messagesOf } from './test-support.js';

const ctx = useTestApp();
const { call, fixture, create } = articleSuite(ctx);

const stored = async (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(201);
  return articleAnswerSchema.parse(response.json());
};

describe('fields that do not apply are neither stored nor charged', () => {
  it('a single bend has one leg: 300 cm with both legs sent is charged as 330 cm, not 360 cm', async () => {
    const article = await stored(
      await create('trackrail', {
        ...fixture.valid.trackrail,
        width: 300,
        curve_type: 'single90',
        curve_left_length: 30,
        curve_right_length: 30,
      }),
    );
    expect(article.quantities?.railLengthMm).toBe(3300);
    expect(article.price?.lines.find((line) => line.code === 'rail')?.quantity).toBe(3.3);
    expect(article.parameters).not.toHaveProperty('curve_right_length');
    // Two bends keep both legs.
    const double = await stored(
      await create('trackrail', {
        ...fixture.valid.trackrail,
        width: 300,
        curve_type: 'double90',
        curve_left_length: 30,
        curve_right_length: 30,
      }),
    );
    expect(double.quantities?.railLengthMm).toBe(3600);
  });

  it('a 12 V roman blind needs its battery: refused without one, priced with the one chosen', async () => {
    const blind = { ...fixture.valid.foldcurtain, mounting_system: 'electric12v' };
    const refused = await create('foldcurtain', blind, { lang: 'en' });
    expect(messagesOf(refused, 'battery_option')).toHaveLength(1);
    const article = await stored(
      await create('foldcurtain', { ...blind, battery_option: 'singlebattery' }),
    );
    const codes = article.price?.lines.map((line) => line.code);
    expect(codes).toContain('battery');
    expect(codes).not.toContain('powercord');
  });

  it('a motorised roman blind is not charged child safety; a chain-operated one is', async () => {
    const motor = await stored(
      await create('foldcurtain', {
        ...fixture.valid.foldcurtain,
        mounting_system: 'electric230v',
        electric_option: 'wired',
        control_type: 'chain',
        with_child_safety: true,
      }),
    );
    expect(motor.parameters).not.toHaveProperty('with_child_safety');
    expect(motor.parameters).not.toHaveProperty('control_type');
    expect(motor.price?.lines.map((line) => line.code)).not.toContain('childsafety');
    const chain = await stored(
      await create('foldcurtain', {
        ...fixture.valid.foldcurtain,
        control_type: 'chain',
        with_child_safety: true,
      }),
    );
    expect(chain.price?.lines.map((line) => line.code)).toContain('childsafety');
  });

  it('a wave curtain is stored without a pleat type or heading-tape size, also when replaced', async () => {
    const sent = { ...fixture.valid.wavecurtain, pleat_type: 'double', tier_size: 8 };
    const article = await stored(await create('wavecurtain', sent));
    expect(article.parameters).not.toHaveProperty('pleat_type');
    expect(article.parameters).not.toHaveProperty('tier_size');
    const url = `/api/orders/${fixture.orderId}/articles/wavecurtain/${article.order_number}/`;
    const replaced = await call('demo-shop', 'PUT', url, { payload: { ...sent, width: 350 } });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().parameters).not.toHaveProperty('pleat_type');
  });

  it('the price check answers the same and another shop’s order stays out of reach', async () => {
    const check = await call('demo-shop', 'POST', '/api/prices/trackrail/', {
      payload: {
        ...fixture.valid.trackrail,
        width: 300,
        curve_type: 'single45',
        curve_left_length: 30,
        curve_right_length: 30,
      },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().quantities.railLengthMm).toBe(3300);
    const foreign = await call(
      'demo-pl',
      'POST',
      `/api/orders/${fixture.orderId}/articles/trackrail/`,
      {
        payload: fixture.valid.trackrail,
      },
    );
    expect(foreign.statusCode).toBe(404);
  });
});
