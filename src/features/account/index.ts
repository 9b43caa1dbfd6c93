export { AccountStoreProvider, useAccount, useAccountView, useBonusPoints } from './account.context';
export { AuthModalHost } from './components/AuthModalHost';
export { ProfileButton } from './components/ProfileButton';
export { ProfilePage } from './components/ProfilePage';
