export { AccountStoreProvider, useShopperAccount } from './account.context';
export { AuthModalHost } from './components/AuthModalHost';
export { cardLabel } from './components/CardsSection';
export { ProfileButton } from './components/ProfileButton';
export { ProfilePage } from './components/ProfilePage';
