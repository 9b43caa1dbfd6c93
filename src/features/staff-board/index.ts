export { BoardPage } from './components/BoardPage';
export { PickupScreen } from './components/PickupScreen';
export { SignOutButton, StaffGate } from './components/StaffGate';
export { ShopPicker } from './components/StaffHome';
