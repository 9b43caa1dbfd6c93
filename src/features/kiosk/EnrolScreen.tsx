import { useState } from 'react';
import type { Shop } from '../../domain/contract/content';
import type { KioskConfig } from '../../domain/contract/kiosk';
import { enrolKiosk, pinErrorText } from './kiosk-api';
import { PinPad } from './PinPad';

interface Props {
  shops: readonly Pick<Shop, '_id' | 'title' | 'address'>[];
  onEnrolled(config: KioskConfig): void;
}

/** A shop employee connects the tablet once: the shop it stands in, then that shop's kiosk PIN. */
export function EnrolScreen({ shops, onEnrolled }: Props) {
  const [shopId, setShopId] = useState<string | null>(null);
  const shop = shops.find((each) => each._id === shopId);

  if (!shop) {
    return (
      <main className="kiosk-enrol">
        <h1>Подключение планшета-киоска</h1>
        <p>Выберите пекарню, в которой стоит этот планшет.</p>
        <ul className="kiosk-enrol__shops">
          {shops.map((each) => (
            <li key={each._id}>
              <button type="button" className="kiosk-button kiosk-enrol__shop" onClick={() => setShopId(each._id)}>
                <strong>{each.title}</strong>
                <span>{each.address}</span>
              </button>
            </li>
          ))}
        </ul>
      </main>
    );
  }

  return (
    <main className="kiosk-enrol">
      <h1>{shop.title}</h1>
      <PinPad
        title="PIN-код пекарни"
        onCancel={() => setShopId(null)}
        onSubmit={async (pin) => {
          try {
            onEnrolled(await enrolKiosk(shop._id, pin));
            return null;
          } catch (error) {
            return pinErrorText(error);
          }
        }}
      />
    </main>
  );
}
