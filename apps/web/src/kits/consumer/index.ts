// The end customer's configurator and basket, shared by the hosted shop and the kiosk.
export {
  type Basket,
  type BasketState,
  type BasketWindow,
  emptyBasket,
  lineOf,
  useBasket,
  useWindowEditing,
} from './basket';
export { BasketView } from './basket-view';
export { ConsumerConfigurator, PRICE_DEBOUNCE_MS, TaxNote } from './configurator';
export { type ConsumerApi, ConsumerApiProvider } from './consumer-api';
export { ShopFrame } from './shop-frame';
export { ShopHeader } from './shop-header';
export { useShopLanguage } from './shop-language';
export { ConsumerWorkspace } from './workspace';
