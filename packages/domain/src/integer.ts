// One schema for every field that is a whole number (decision 115): chained further
// (`.nullable()`, `.nonnegative()`), it gives a new schema and stays as it is. A module of its
// own beside `pure.ts`, so every folder of the domain may read it without importing the contracts.
import { z } from 'zod';
import { lazySchema } from './pure.js';

/** A whole number. */
export const integer = lazySchema(() => z.number().int());
