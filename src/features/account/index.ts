export { AccountStoreProvider, useShopperAccount } from './account.context';
export { useAccountOrders } from './account-orders';
export { cardLabel } from './card-label';
export { AuthModalHost } from './components/AuthModalHost';
export { ProfileButton } from './components/ProfileButton';
export { ProfilePage } from './components/ProfilePage';
