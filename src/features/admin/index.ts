export { AdminHome, AdminShell, RoleGate } from './components/AdminShell';
export { AuditPage } from './components/AuditPage';
export { ProductEditor } from './components/ProductEditor';
export { ProductsTable } from './components/ProductsTable';
export { PromoEditor } from './components/PromoEditor';
export { PromosPage } from './components/PromosPage';
export { ShopHoursPage } from './components/ShopHoursPage';
export { StoplistPage } from './components/StoplistPage';
