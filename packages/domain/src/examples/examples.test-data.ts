// A valid article of every type, as a dealer's form would send it. Tests start from these and
// change one thing at a time.
import type { ArticleType } from '../enums.js';
import { EXAMPLE_CURTAIN } from './curtain.js';

const FABRIC = '3f1c2a9e-5b7d-4c11-9a0e-2d6f8b4c7a15';
const sewn = { main_fabric: FABRIC, ...EXAMPLE_CURTAIN };
const rail = { color: 'whitematt', support_type: 'ceiling', width: 300 };

export const VALID_ARTICLES: Record<ArticleType, Record<string, unknown>> = {
  pleatcurtain: sewn,
  fronslintcurtain: { ...sewn, pleat_type: 'fronslint', fronslint_type: 'fronslint25mm' },
  rodcurtain: { ...sewn, pleat_type: 'nopleat', rod_size: 'rodsize20mm' },
  spancurtain: {
    main_fabric: FABRIC,
    width: 120,
    height: 80,
    split_type: 'left',
    luxury: 'basic',
    pleat_type: 'nopleat',
    rod_size: 'rodsize20mm',
  },
  ringcurtain: {
    main_fabric: FABRIC,
    width: 300,
    height: 250,
    split_type: 'equal',
    luxury: 'comfort',
    ring_size: 'ringsize25mm',
    ring_type: 'metal',
  },
  loopcurtain: {
    main_fabric: FABRIC,
    width: 300,
    height: 250,
    split_type: 'equal',
    hem_type: 'double',
    loop_width: 6,
    loop_length: 12.5,
  },
  wavecurtain: {
    main_fabric: FABRIC,
    width: 300,
    height: 250,
    split_type: 'equal',
    hem_type: 'double',
    luxury: 'hautecouture',
  },
  backtabcurtain: {
    main_fabric: FABRIC,
    width: 300,
    height: 250,
    split_type: 'equal',
    hem_type: 'double',
    luxury: 'basic',
  },
  tieback: { main_fabric: FABRIC, length: 60, tieback_type: 'banana', quantity: 2 },
  panelcurtain: {
    main_fabric: FABRIC,
    width: 240,
    height: 260,
    panel_type: 'panelrail3',
    number_of_panels: 4,
  },
  cutyardage: { main_fabric: FABRIC, sizes: [250, 250.5] },
  cushion: { main_fabric: FABRIC, cushion_type: 'square', length: 45, width: 45, quantity: 4 },
  foldcurtain: {
    main_fabric: FABRIC,
    width: 120,
    height: 160,
    fold_type: '3',
    mounting_system: 'easyglide',
  },
  trackrail: { ...rail, track_type: 'track_1014' },
  decorativerail: { ...rail, rail_type: 'round25mm' },
  electrictrackrail: { ...rail, power_type: 'standard230v' },
  eraildecoround35mm: { ...rail, color: 'blackmatt' },
  eraildecosquare32mm: { ...rail, color: 'blackmatt' },
  decorativerod: { ...rail, rod_size: 'rodsize28mm' },
  rail: { ...rail, curtain_rail_type: 'trackrail' },
  rod: { ...rail, rod_size: 'rodsize20mm' },
  pullrod: { color: 'whitematt', length: 100 },
  vakoaccessoryparts: { parts: [{ accessory_id: 'runner-80', quantity: 20 }] },
  rma: { order_number: '240001-3', customer_name: 'Jansen', reason: 'Hem uneven' },
  sampleorder: { fabrics: [FABRIC] },
};
