import { earnedPoints, LOYALTY_RULES, maxSpendablePoints, pointsToKopecks } from '../../../domain/loyalty';
import { formatMoney, kopecks, subtractKopecks } from '../../../domain/money';
import { countOf, NOUNS } from '../../../domain/plural';
import type { StaticDocument } from '../../legal';
import { SELLER } from '../../legal';

/*
 * The programme as shoppers read it, every number taken from LOYALTY_RULES
 * (the ones the server applies), so the page cannot promise what the server
 * does not do. The worked example is computed, not written.
 */

const rules = LOYALTY_RULES;
const points = (count: number) => countOf(count, NOUNS.point);
const days = (count: number) => countOf(count, NOUNS.day);
const oneRouble = formatMoney(pointsToKopecks(rules.pointsPerRouble));

// The example: a first order, then a second one paid partly with what the first earned.
const firstOrder = kopecks(5000);
const firstEarned = earnedPoints(firstOrder);
const secondOrder = kopecks(3000);
const secondSpent = maxSpendablePoints(secondOrder, firstEarned);
const secondPaid = subtractKopecks(secondOrder, pointsToKopecks(secondSpent));
const secondEarned = earnedPoints(secondPaid);

export const LOYALTY_PAGE: StaticDocument = {
  slug: 'loyalty',
  title: 'Бонусная программа',
  description: `Как копить и тратить бонусные баллы «Тёплого пирога»: ${points(rules.welcomePoints)} за регистрацию, ${rules.earnPercent}% суммы заказа возвращается баллами, ${points(rules.pointsPerRouble)} = ${oneRouble}, баллами можно оплатить до ${rules.maxSpendPercent}% заказа.`,
  updatedAt: '2026-11-24',
  sections: [
    {
      heading: 'Кто участвует',
      paragraphs: [
        'В бонусной программе участвуют все зарегистрированные пользователи сайта и приложения «Тёплый пирог». Отдельная карта не нужна: достаточно зарегистрироваться и оформлять заказы, войдя в личный кабинет.',
        `За регистрацию на бонусный счёт сразу поступает ${points(rules.welcomePoints)}.`,
        'Баланс баллов показывается в личном кабинете и рядом с кнопкой профиля в верхнем меню сайта и обновляется сразу после начисления или списания.',
        'Заказы, оформленные без входа в личный кабинет, в программе не участвуют: баллы за них не начисляются, в том числе после последующей регистрации.',
      ],
    },
    {
      heading: 'Как начисляются баллы',
      paragraphs: [
        `За каждый оплаченный заказ мы возвращаем баллами ${rules.earnPercent}% суммы, оплаченной деньгами:`,
      ],
      list: [
        `1 балл = 1 копейка, то есть ${points(rules.pointsPerRouble)} = ${oneRouble};`,
        'баллы начисляются на стоимость товаров за вычетом скидок и части, оплаченной баллами; стоимость доставки не учитывается;',
        'количество баллов округляется вниз до целого числа;',
        'баллы зачисляются, как только заказ оплачен.',
      ],
    },
    {
      heading: 'Пример',
      paragraphs: [
        `Вы заказали пироги на ${formatMoney(firstOrder)} и оплатили их картой. Когда оплата пройдёт, на бонусный счёт поступит ${points(firstEarned)} (${rules.earnPercent}% от ${formatMoney(firstOrder)} = ${formatMoney(pointsToKopecks(firstEarned))}).`,
        `В следующем заказе на ${formatMoney(secondOrder)} этими баллами можно оплатить ${formatMoney(pointsToKopecks(secondSpent))} и доплатить ${formatMoney(secondPaid)}. За этот заказ вы получите ещё ${points(secondEarned)} — ${rules.earnPercent}% от ${formatMoney(secondPaid)} с округлением вниз.`,
      ],
    },
    {
      heading: 'Как потратить баллы',
      paragraphs: ['Баллами можно оплатить часть следующих заказов:'],
      list: [
        'при оформлении заказа в корзине укажите, сколько баллов списать;',
        `баллами можно оплатить не более ${rules.maxSpendPercent}% стоимости товаров в заказе; доставка баллами не оплачивается;`,
        'списать баллы можно только при оформлении заказа на сайте или в приложении, войдя в личный кабинет;',
        'на время оплаты выбранные баллы резервируются: если оплата не прошла или время на неё истекло, баллы возвращаются на счёт.',
      ],
    },
    {
      heading: 'Баллы и акции',
      paragraphs: [
        'Баллы не суммируются с акциями: если к заказу применяется акция, списать баллы в этом заказе нельзя.',
        'При списании баллов скидки на отдельные товары не действуют: заказ рассчитывается по полной цене, из которой вычитается сумма баллов. Итоговая сумма к оплате всегда показывается перед оплатой.',
        `Начислению баллов акции не мешают: за заказ с акцией вы получите ${rules.earnPercent}% фактически оплаченной суммы.`,
      ],
    },
    {
      heading: 'Срок действия баллов',
      paragraphs: [
        `Каждое начисление действует ${days(rules.lifetimeDays)} с даты зачисления. В первую очередь списываются баллы, срок действия которых истекает раньше.`,
        'Неиспользованные баллы по истечении срока сгорают; ближайшее сгорание видно в личном кабинете.',
      ],
    },
    {
      heading: 'Отмена и возврат заказа',
      paragraphs: [
        'Если заказ отменён или деньги за него возвращены, списанные в нём баллы возвращаются на бонусный счёт, а начисленные за этот заказ баллы аннулируются.',
      ],
    },
    {
      heading: 'Прочие условия',
      paragraphs: ['Условия бонусной программы являются частью публичной оферты интернет-магазина:'],
      list: [
        'баллы не являются денежными средствами, не обмениваются на деньги и не передаются другим пользователям;',
        'один покупатель может иметь одну учётную запись; баллы разных учётных записей не объединяются;',
        `вопросы о начислении и списании баллов — по телефону ${SELLER.shortPhone} (${SELLER.shortPhoneOperators}) или на ${SELLER.email}.`,
      ],
    },
  ],
};
