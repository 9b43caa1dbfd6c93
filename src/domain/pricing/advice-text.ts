import { formatMoney } from '../money';
import { countOf, NOUNS, type RussianNoun } from '../plural';
import type { AppliedPromoAdvice, NextPromoAdvice } from './advice';
import { dealPhrase, ordinal, stepText } from './nudge';
import type { PromoRules } from './types';

/** What names a promo's items in the cart's sentences: `пирог`, `напиток`, … */
export type NounOf = (rules: PromoRules) => RussianNoun;

const pies: NounOf = () => NOUNS.pie;

/** Which thresholds the cart meets, in words: `заказ от 40,00 руб.`, `от 5 пирожков из акции`. */
function conditions(applied: AppliedPromoAdvice, noun: RussianNoun): string[] {
  const { rules, promoUnits } = applied;
  const met: string[] = [];
  if (rules.costThreshold) {
    const value = formatMoney(rules.costThreshold.value);
    met.push(rules.costThreshold.fromItems ? `товары из акции на сумму от ${value}` : `заказ от ${value}`);
  }
  if (rules.countThreshold) {
    const value = Math.ceil(rules.countThreshold.value);
    met.push(
      rules.countThreshold.fromItems
        ? `от ${countOf(value, noun)} из акции`
        : `от ${countOf(value, NOUNS.item)} в заказе`,
    );
  }
  if (met.length === 0 && rules.every > 1) met.push(`в корзине ${countOf(promoUnits, noun)} из акции`);
  return met;
}

/** The promo's deal as a rule: `каждый третий пирог за полцены`, `напитки из акции за 1,00 руб.`. */
function dealRule(rules: PromoRules, noun: RussianNoun): string {
  const deal = dealPhrase(rules.discount);
  return rules.every === 1 ? `${noun.plural} из акции ${deal}` : `каждый ${ordinal(rules.every)} ${noun.one} ${deal}`;
}

/**
 * Which promo applies and why, e.g. «Применена акция «Каждый третий пирог за
 * полцены»: в корзине 3 пирога из акции — каждый третий пирог за полцены,
 * скидка 4,50 руб.» When other promos apply too, it says this one gives more.
 */
export function appliedPromoText(applied: AppliedPromoAdvice, nounOf: NounOf = pies): string {
  const noun = nounOf(applied.rules);
  const name = applied.promo.title ? `Применена акция «${applied.promo.title}»` : 'Применена акция';
  const met = conditions(applied, noun);
  const why = met.length > 0 ? `: ${met.join(', ')}` : '';
  // The money ends in «руб.», which also ends the sentence.
  const choice = applied.otherApplicable > 0 ? ' Из подходящих акций эта самая выгодная.' : '';
  return `${name}${why} — ${dealRule(applied.rules, noun)}, скидка ${formatMoney(applied.saving)}${choice}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The step to the nearest promo. The applied promo's own next step needs no
 * name (the sentence above names it); another promo is named.
 */
export function nextPromoText(next: NextPromoAdvice, appliedId: string | null, nounOf: NounOf = pies): string {
  const text = stepText(next.step, next.rules, nounOf(next.rules));
  if (next.promo._id === appliedId) return text;
  const name = next.promo.title ? `Акция «${next.promo.title}»` : 'Ещё одна акция';
  return `${name}: ${lowerFirst(text)}`;
}
