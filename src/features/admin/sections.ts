import type { StaffRole } from '../../domain/contract/staff';

/** The back office's sections and who may use them (the server checks every call too: 403 otherwise). */
export const ADMIN_SECTIONS = [
  { to: '/admin/products', label: 'Товары', roles: ['admin'] },
  { to: '/admin/stoplist', label: 'Нет в наличии', roles: ['admin', 'manager'] },
  { to: '/admin/shops', label: 'Пекарни', roles: ['admin', 'manager'] },
  { to: '/admin/audit', label: 'Журнал', roles: ['admin'] },
  { to: '/admin/delivery', label: 'Доставка', roles: ['admin', 'manager'] },
  { to: '/admin/staff', label: 'Сотрудники', roles: ['admin'] },
  { to: '/admin/promos', label: 'Акции', roles: ['admin'] },
  { to: '/admin/categories', label: 'Категории', roles: ['admin'] },
  { to: '/admin/news', label: 'Новости', roles: ['admin'] },
  { to: '/admin/stories', label: 'Истории', roles: ['admin'] },
  { to: '/admin/alerts', label: 'Оповещения', roles: ['admin', 'manager'] },
] as const satisfies readonly { to: string; label: string; roles: readonly StaffRole[] }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export function sectionsFor(role: StaffRole): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => (section.roles as readonly StaffRole[]).includes(role));
}
