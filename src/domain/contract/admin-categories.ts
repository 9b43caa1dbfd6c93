import { z } from 'zod';
import { RecordVersion } from './admin';
import { Category, CategoryId } from './catalog';
import { safeText } from './common';

/**
 * The back office's categories (issue 29): the seven slugs of SPEC §2 stay the
 * URLs, so only a title and a menu position change; none is made or removed.
 */
export const AdminCategory = Category.extend({
  title: safeText({ trim: true }).min(1, 'Введите название').max(60, 'Не длиннее 60 символов'),
  sortOrder: z
    .number({ message: 'Укажите порядок' })
    .int('Порядок — целое число')
    .min(0, 'Порядок от 0 до 1000')
    .max(1000, 'Порядок от 0 до 1000'),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

export const AdminCategoryParams = z.object({ id: CategoryId });

/** One category and the version to edit it at: a saved `PUT`'s answer too. */
export const AdminCategoryAnswer = z.object({ category: AdminCategory, version: RecordVersion });
export type AdminCategoryAnswer = z.infer<typeof AdminCategoryAnswer>;

/** `PUT /api/admin/categories/{id}`: the category as edited and the version it was read at. */
export const AdminCategoryBody = z.object({ category: AdminCategory, version: RecordVersion });
export type AdminCategoryBody = z.infer<typeof AdminCategoryBody>;

export const AdminCategoryConflict = z.object({ message: z.string(), category: AdminCategory, version: RecordVersion });

/** `GET /api/admin/categories`: the seven in menu order. */
export const AdminCategoriesAnswer = z.object({ categories: z.array(AdminCategoryAnswer) });
export type AdminCategoriesAnswer = z.infer<typeof AdminCategoriesAnswer>;
