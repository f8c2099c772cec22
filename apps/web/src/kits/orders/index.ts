// Pieces the order and offer pages share: the list columns, the timeline, formatting.

export { QuoteAnswerBadge } from './answer-badge';
export {
  ArticleMeasurementWarnings,
  CommissionMeasurement,
  MeasurementAcknowledgement,
} from './measurement-warnings';
export { useOrderColumns } from './order-columns';
export {
  Amounts,
  editRouteOf,
  formatDay,
  formatMoment,
  formatSize,
  shownPrices,
} from './order-format';
export { ORDER_TABS, type OrderTab, TAB_STATUS } from './order-tabs';
export { OrderTimeline } from './order-timeline';
