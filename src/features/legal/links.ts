/** Footer and head data of the legal documents, kept apart from their long texts. */
export const LEGAL_LINKS = [
  { slug: 'privacy', title: 'Политика конфиденциальности' },
  { slug: 'offer', title: 'Публичная оферта' },
  { slug: 'personal-data', title: 'Политика обработки персональных данных' },
  { slug: 'cookies', title: 'Политика в отношении файлов cookie' },
] as const;
