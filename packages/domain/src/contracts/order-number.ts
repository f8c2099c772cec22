import { z } from 'zod';
import { lazySchema } from '../pure.js';

/** An article's order number: the manufacturer's number, unique across every order. */
export const ORDER_NUMBER_PATTERN = /^[0-9]{6,12}$/;
export const orderNumberSchema = lazySchema(() => z.string().regex(ORDER_NUMBER_PATTERN));
