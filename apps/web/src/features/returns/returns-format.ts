import type { RmaState } from '@atelier/domain';

export { stateColor } from '../../kits/returns/state-color';
