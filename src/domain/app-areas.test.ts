import { describe, expect, it } from 'vitest';
import { APP_MANIFEST_PATHS, appAreaOf } from './app-areas';

describe('appAreaOf', () => {
  it.each([
    ['/', 'shop'],
    ['/cart', 'shop'],
    ['/staffing', 'shop'],
    ['/kiosks', 'shop'],
    ['/pirogi/staff', 'shop'],
    ['/staff', 'staff'],
    ['/staff/nemiga', 'staff'],
    ['/staff/nemiga/screen', 'staff'],
    ['/admin', 'staff'],
    ['/admin/products', 'staff'],
    ['/administrator', 'shop'],
    ['/kiosk', 'kiosk'],
    ['/kiosk/', 'kiosk'],
  ] as const)('%s belongs to the %s app', (pathname, area) => {
    expect(appAreaOf(pathname)).toBe(area);
  });

  it('gives every app its own manifest', () => {
    expect(new Set(Object.values(APP_MANIFEST_PATHS)).size).toBe(3);
  });
});
