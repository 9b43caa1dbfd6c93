import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint, parseAllowedOrigins } from './push-services';

describe('push endpoints the server may call', () => {
  it('takes the known push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMkn',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(true);
    }
  });

  it('refuses anything else: other hosts, http, other ports, look-alikes, credentials, internal addresses', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm',
      'https://evilfcm.googleapis.com/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'http://169.254.169.254/latest/meta-data',
      'https://notify.windows.com.evil.example/',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(false);
    }
  });

  it('takes the origins PUSH_ALLOWED_ORIGINS names, and only those', () => {
    const allowed = parseAllowedOrigins(' https://127.0.0.1:4443 , http://localhost:9000/');
    expect(allowed).toEqual(['https://127.0.0.1:4443', 'http://localhost:9000']);
    expect(isAllowedPushEndpoint('https://127.0.0.1:4443/push/1', allowed)).toBe(true);
    expect(isAllowedPushEndpoint('https://127.0.0.1:4444/push/1', allowed)).toBe(false);
    expect(() => parseAllowedOrigins('ftp://example.com')).toThrow();
  });
});
