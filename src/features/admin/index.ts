export { AdminHome, AdminShell, RoleGate } from './components/AdminShell';
export { AuditPage } from './components/AuditPage';
export { CategoriesPage } from './components/CategoriesPage';
export { ProductEditor } from './components/ProductEditor';
export { ProductsTable } from './components/ProductsTable';
export { ShopHoursPage } from './components/ShopHoursPage';
export { StoplistPage } from './components/StoplistPage';
