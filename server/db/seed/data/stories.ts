import type { Story } from '../../../../src/domain/contract/catalog';
import { picture } from './picture';

const SLIDE_MS = 5000;

function slides(storyId: string, items: ReadonlyArray<{ text: string; alt: string; durationMs?: number }>) {
  return items.map((item, index) => ({
    image: picture('story', `${storyId}-${index + 1}`, item.alt),
    text: item.text,
    durationMs: item.durationMs ?? SLIDE_MS,
  }));
}

export const storySeeds: Story[] = [
  {
    _id: 'novinka-grusha',
    title: 'Новинка',
    cover: picture('storyCover', 'novinka-grusha', 'Пирог с грушей и шоколадом'),
    slides: slides('novinka-grusha', [
      { text: 'Встречайте новинку сезона — пирог с грушей и тёмным шоколадом.', alt: 'Пирог с грушами и шоколадом' },
      {
        text: 'Спелые груши томим в карамели, а шоколад берём с содержанием какао 70%.',
        alt: 'Груши и кусочки шоколада',
      },
      { text: 'Идеален к чашке крепкого чая или капучино.', alt: 'Кусок пирога и чашка чая' },
    ]),
    action: { label: 'Попробовать', productId: 'grusha-shokolad' },
  },
  {
    _id: 'tretiy-za-polceny',
    title: 'Акция',
    cover: picture('storyCover', 'tretiy-za-polceny', 'Три пирога на доске'),
    slides: slides('tretiy-za-polceny', [
      { text: 'Каждый третий сытный пирог — за полцены!', alt: 'Три сытных пирога на столе' },
      {
        text: 'Добавьте в корзину три пирога из акции — скидка применится к самому недорогому.',
        alt: 'Пироги в коробках',
      },
    ]),
    action: { label: 'Все акции', href: '/akcii' },
  },
  {
    _id: 'kak-my-pechem',
    title: 'Как мы печём',
    cover: picture('storyCover', 'kak-my-pechem', 'Тесто и скалка на столе'),
    slides: slides('kak-my-pechem', [
      { text: 'Тесто замешиваем вручную каждое утро — на молоке и сливочном масле.', alt: 'Тесто и мука на столе' },
      { text: 'Начинку готовим здесь же: тушим капусту, жарим грибы, перебираем ягоды.', alt: 'Миска с ягодами' },
      { text: 'Каждый пирог лепим руками и украшаем косичкой из теста.', alt: 'Пирог с косичкой из теста' },
      { text: 'Печём небольшими партиями, чтобы вы получали пироги ещё тёплыми.', alt: 'Горячий пирог из печи' },
    ]),
    action: null,
  },
  {
    _id: 'osetinskie',
    title: 'Осетинские',
    cover: picture('storyCover', 'osetinskie', 'Осетинский пирог с сыром'),
    slides: slides('osetinskie', [
      { text: 'Осетинские пироги раскатываем тонко — начинки больше, чем теста.', alt: 'Осетинский пирог' },
      { text: 'Сулугуни и адыгейский сыр, картофель, мясо или свежая зелень.', alt: 'Сыр и зелень' },
      { text: 'По традиции на стол подают три пирога сразу.', alt: 'Три осетинских пирога' },
    ]),
    action: { label: 'Заказать', productId: 'osetinskiy-syr-kartofel' },
  },
  {
    _id: 'dostavka',
    title: 'Доставка',
    cover: picture('storyCover', 'dostavka', 'Коробка с пирогом'),
    slides: slides('dostavka', [
      { text: 'Привезём горячие пироги по Минску за 60 минут.', alt: 'Коробка с горячим пирогом' },
      { text: 'Доставка бесплатная при заказе от {deliveryFreeFrom}', alt: 'Пироги в фирменных коробках' },
    ]),
    action: { label: 'Условия доставки', href: '/dostavka' },
  },
  {
    _id: 'bonusy',
    title: 'Бонусы',
    cover: picture('storyCover', 'bonusy', 'Пирожки и подарок'),
    slides: slides('bonusy', [
      { text: 'Возвращаем бонусами 5% от каждого заказа.', alt: 'Пирожки и подарочная лента' },
      { text: 'Оплачивайте бонусами до половины следующей покупки.', alt: 'Пирог с бантом' },
      {
        text: 'Зарегистрируйтесь — и получите 10 рублей бонусами на первый заказ.',
        alt: 'Подарочная коробка с пирогом',
      },
    ]),
    action: { label: 'Подробнее', href: '/loyalty' },
  },
  {
    _id: 'pechem-doma',
    title: 'Пеките дома',
    cover: picture('storyCover', 'pechem-doma', 'Замороженный пирог в упаковке'),
    slides: slides('pechem-doma', [
      {
        text: 'Замороженные пироги — чтобы свежая выпечка была дома в любой момент.',
        alt: 'Упаковка замороженного пирога',
      },
      { text: 'Смажьте яйцом и выпекайте 40 минут при 180 °C.', alt: 'Пирог в духовке' },
    ]),
    action: { label: 'В корзину', productId: 'zamorozhennyy-kapusta' },
  },
];
