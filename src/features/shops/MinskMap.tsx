import type { Shop } from '../../domain/contract/content';
import {
  LABELS,
  MAP_HEIGHT,
  MAP_WIDTH,
  MKAD,
  project,
  projectPercent,
  STREETS,
  SVISLACH,
  smoothPath,
} from './minsk-map';

interface Props {
  shops: readonly Shop[];
  activeId: string | null;
  onActivate(id: string | null): void;
  /** A marker was pressed: show its list entry. */
  onSelect(id: string): void;
}

const MKAD_PATH = smoothPath(MKAD, true);
const RIVER_PATH = smoothPath(SVISLACH);
const STREET_PATHS = STREETS.map((street) => ({ ...street, d: smoothPath(street.points) }));

function MapLabel({
  at,
  text,
  className,
  angle = 0,
}: {
  at: { lat: number; lng: number };
  text: string;
  className: string;
  angle?: number;
}) {
  const { x, y } = project(at);
  return (
    <text
      x={x}
      y={y}
      className={className}
      textAnchor="middle"
      transform={angle === 0 ? undefined : `rotate(${angle} ${x} ${y})`}
    >
      {text}
    </text>
  );
}

/** Our own drawing of Minsk (no tile server is needed, so it works offline) with a marker per shop. */
export function MinskMap({ shops, activeId, onActivate, onSelect }: Props) {
  return (
    // On a phone the map keeps a readable scale and scrolls sideways, so neighbouring markers stay apart.
    <div className="minsk-map-viewport">
      <div className="minsk-map">
        <svg
          className="minsk-map__drawing"
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          aria-hidden="true"
          focusable="false"
          preserveAspectRatio="xMidYMid meet"
        >
          <rect width={MAP_WIDTH} height={MAP_HEIGHT} className="minsk-map__land" />
          <path d={MKAD_PATH} className="minsk-map__city" />
          {STREET_PATHS.map((street) => (
            <path key={street.id} d={street.d} className="minsk-map__street" />
          ))}
          <path d={RIVER_PATH} className="minsk-map__river" />
          <path d={MKAD_PATH} className="minsk-map__ring" />
          {STREET_PATHS.map((street) =>
            street.label ? (
              <MapLabel
                key={street.id}
                at={street.label.at}
                angle={street.label.angle}
                text={street.name}
                className="minsk-map__label minsk-map__label--street"
              />
            ) : null,
          )}
          <MapLabel {...LABELS.river} className="minsk-map__label minsk-map__label--river" angle={-62} />
          <MapLabel {...LABELS.mkad} className="minsk-map__label minsk-map__label--ring" />
          <MapLabel {...LABELS.centre} className="minsk-map__label minsk-map__label--centre" />
        </svg>
        <ol className="minsk-map__markers">
          {shops.map((shop, index) => {
            const { left, top } = projectPercent(shop.location);
            const active = shop._id === activeId;
            return (
              <li key={shop._id} className="minsk-map__marker-item" style={{ left: `${left}%`, top: `${top}%` }}>
                <button
                  type="button"
                  className={active ? 'map-marker map-marker--active' : 'map-marker'}
                  aria-label={`${index + 1}. ${shop.title}, ${shop.address} — показать в списке`}
                  aria-controls={`shop-${shop._id}`}
                  title={shop.title}
                  data-shop-id={shop._id}
                  onMouseEnter={() => onActivate(shop._id)}
                  onMouseLeave={() => onActivate(null)}
                  onFocus={() => onActivate(shop._id)}
                  onBlur={() => onActivate(null)}
                  onClick={() => onSelect(shop._id)}
                >
                  <span aria-hidden="true">{index + 1}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
