export { AdminHome, AdminShell, RoleGate } from './components/AdminShell';
export { AlertsPage } from './components/AlertsPage';
export { AuditPage } from './components/AuditPage';
export { NewsPage } from './components/NewsPage';
export { ProductEditor } from './components/ProductEditor';
export { ProductsTable } from './components/ProductsTable';
export { ShopHoursPage } from './components/ShopHoursPage';
export { StoplistPage } from './components/StoplistPage';
