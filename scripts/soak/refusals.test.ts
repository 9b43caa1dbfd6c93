import { describe, expect, it } from 'vitest';
import { Stats } from './client';
import { unexpectedRefusals } from './refusals';

/** `Stats.refusals` after the answers `[status, message, count]` of each kind, recorded as the client records them. */
function refusals(entries: Record<string, [number, string, number][]>) {
  const stats = new Stats();
  for (const [kind, answers] of Object.entries(entries)) {
    for (const [status, message, count] of answers) {
      for (let answer = 0; answer < count; answer += 1) stats.recordRefusal(kind, status, { message });
    }
  }
  return stats.refusals;
}

describe('unexpectedRefusals', () => {
  it('passes the refusals a run that goes right meets', () => {
    expect(
      unexpectedRefusals(
        refusals({
          'order:guest': [[409, 'Заказ ещё оформляется. Повторите через несколько секунд', 2]],
          'order:signed-in': [[400, 'Баллы не суммируются со скидкой на товары — с баллами выйдет дороже', 3]],
          'order:status': [[402, 'Банк отклонил оплату', 25]],
          'staff:stage': [[409, 'Заказ уже перешёл на другой этап', 1]],
        }),
      ),
    ).toEqual([]);
  });

  it('names a staff move refused as wrong, a read refused at all, and any request refused for its shape', () => {
    expect(
      unexpectedRefusals(
        refusals({
          'staff:refund': [[400, 'Вернуть можно не больше 190,15 руб.', 12]],
          'browse:search': [[429, 'Слишком много запросов', 1]],
          'order:guest': [[400, 'Укажите телефон (тело запроса, поле phone)', 4]],
          'order:signed-in': [[400, 'Тело запроса должно быть объектом JSON', 1]],
        }),
      ),
    ).toEqual([
      'staff:refund 12× 400 Вернуть можно не больше 190,15 руб.',
      'browse:search 1× 429 Слишком много запросов',
      'order:guest 4× 400 Укажите телефон (тело запроса, поле phone)',
      'order:signed-in 1× 400 Тело запроса должно быть объектом JSON',
    ]);
  });
});
