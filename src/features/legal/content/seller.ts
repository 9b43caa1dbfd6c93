/**
 * Seller details shown in the legal documents and the footer legal notice.
 * The company and its УНП are demo values.
 */
export const SELLER = {
  shopName: '«Тёплый пирог»',
  shortName: 'ООО «Тёплый пирог»',
  fullName: 'Общество с ограниченной ответственностью «Тёплый пирог»',
  unp: '193000000',
  legalAddress: 'Республика Беларусь, 220000, г. Минск, ул. Примерная, 1',
  email: 'hello@teply-pirog.by',
  site: 'teply-pirog.by',
  shortPhone: '7978',
  shortPhoneOperators: 'A1, МТС, life:)',
  phone: '+375 17 300-79-78',
  callCentreHours: 'ежедневно с 08:00 до 21:00',
} as const;

/** «7978 (A1, МТС, life:)) или +375 17 300-79-78» — the phone numbers as written in running text. */
export const SELLER_PHONES = `${SELLER.shortPhone} (${SELLER.shortPhoneOperators}) или ${SELLER.phone}`;
