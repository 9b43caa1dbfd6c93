export { AdminHome, AdminShell, RoleGate } from './components/AdminShell';
export { AuditPage } from './components/AuditPage';
export { DeliveryPage } from './components/DeliveryPage';
export { ProductEditor } from './components/ProductEditor';
export { ProductsTable } from './components/ProductsTable';
export { ShopHoursPage } from './components/ShopHoursPage';
export { StaffPage } from './components/StaffPage';
export { StoplistPage } from './components/StoplistPage';
